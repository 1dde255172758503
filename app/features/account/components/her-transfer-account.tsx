import { buttonClass } from "~/components/ui/button";
import { formatMoney, money } from "~/features/currency";
import { transferAccountWords } from "~/features/transfers";
import type { HerTransfers } from "../her-transfers";

/**
 * Her own account number for paying by transfer, any amount, any day, and (a plain form) the
 * order her transfers go to first.
 */
export function HerTransferAccount({ transfers }: { transfers: HerTransfers }) {
  const { account, owing, chosen } = transfers;
  return (
    <section aria-labelledby="her-transfer-account" className="flex flex-col gap-3">
      <h2 id="her-transfer-account" className="text-3xl">
        Pay by transfer
      </h2>
      {account ? (
        <>
          <p data-testid="her-account-number">{transferAccountWords(account)}</p>
          {account.demo && (
            <p className="label-caps w-fit bg-gold/20 px-2 py-1 text-hazel-deep">Demo mode · no money moves</p>
          )}
          <p className="text-sm text-ink-soft">
            Send any amount, any day: it pays the order you choose below, else your oldest order that owes; more than
            your orders owe becomes your store credit.
          </p>
        </>
      ) : (
        <p>Your own account number for paying by transfer is on its way: look again in a few minutes.</p>
      )}
      {owing.length > 0 && (
        <form method="post" action="/account" className="flex flex-col gap-2">
          <label htmlFor="transfer-order" className="text-sm font-semibold">
            Your transfers go first to
          </label>
          <select
            id="transfer-order"
            name="order"
            defaultValue={chosen ?? ""}
            className="min-h-11 border border-line bg-white px-3"
          >
            <option value="">Your oldest order that owes</option>
            {owing.map((o) => (
              <option key={o.reference} value={o.reference}>
                {o.reference} (owes {formatMoney(money(o.owed, "NGN"))})
              </option>
            ))}
          </select>
          <button
            type="submit"
            name="intent"
            value="transfer-order"
            className={buttonClass("outline", "w-full sm:w-fit")}
          >
            Save
          </button>
        </form>
      )}
    </section>
  );
}
