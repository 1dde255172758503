import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { orderFormAddress } from "./order-forms";

/** Moving a cancelled order's payment to another order of hers, as the owner's order page shows it. */
export interface AdminOrderMove {
  formKey: string;
  /** The order's: what may move and what each target asks are in it (naira unless said). */
  currency?: LedgerCurrency;
  /** What may still move. */
  movable: number;
  /** The terms' month, in words, and whether it is met. */
  window: { ok: boolean; text: string };
  /** Her unpaid orders waiting for their first payment, with what each asks, whom each is for and what differs from this order's. */
  targets: {
    reference: string;
    due: number;
    name: string;
    phone: string;
    address: string;
    differs: ("name" | "phone" | "address")[];
  }[];
}

/** A refused move: what she chose and each field's message. */
export interface MoveRefusal {
  values: { to: string; reason: string };
  errors: { to?: string; reason?: string };
}

export const MOVE_DONE_TEXT = {
  "payment-moved": "The payment was moved: the other order's history and payments show it.",
  "payment-moved-again": "That move was already made: nothing was moved twice.",
} as const;

/** The form, shown on a cancelled order with money left to move. */
export function MoveSection({
  reference,
  move,
  refusal,
}: {
  reference: string;
  move: AdminOrderMove | null;
  refusal?: MoveRefusal;
}) {
  if (!move) return null;
  const money = (amount: number) => ledgerMoney(amount, move.currency ?? "NGN");
  return (
    <section aria-labelledby="move-heading" className="flex flex-col gap-3">
      <h2 id="move-heading" className="text-2xl">
        Move the payment to another order
      </h2>
      <p className="text-sm">
        {money(move.movable)} of this order&apos;s payment may move to another of her unpaid orders. {move.window.text}
      </p>
      {move.window.ok && move.targets.length === 0 && (
        <p className="text-sm text-ink-soft">
          She has no other order waiting for its first payment. Once she places one (it can be paid by this), it is
          offered here.
        </p>
      )}
      {move.window.ok && move.targets.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Her orders it may pay">
          {move.targets.map((t) => (
            <li key={t.reference} className="border border-line p-3">
              <p className="font-medium">{t.reference}</p>
              <p>
                {t.name} · {t.phone} · {t.address}
              </p>
              {t.differs.length > 0 && (
                <p className="text-danger">
                  Its {t.differs.join(" and ")} {t.differs.length === 1 ? "differs" : "differ"} from this order&apos;s:
                  check it is hers before moving.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {move.window.ok && move.targets.length > 0 && (
        <form
          method="post"
          action={orderFormAddress(reference, "move")}
          className="flex flex-col gap-3"
          aria-label="Move the payment"
        >
          <input type="hidden" name="key" value={move.formKey} />
          <SelectField
            name="moveTo"
            label="Her order to pay with it"
            defaultValue={refusal?.values.to}
            error={refusal?.errors.to}
          >
            {move.targets.map((t) => (
              <option key={t.reference} value={t.reference}>
                {t.reference}, asks {money(t.due)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="moveReason"
            label="Why move it"
            defaultValue={refusal?.values.reason}
            error={refusal?.errors.reason}
          />
          <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
            Move the payment
          </button>
        </form>
      )}
    </section>
  );
}
