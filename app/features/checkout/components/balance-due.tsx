import { buttonClass } from "~/components/ui/button";
import { formatDay } from "~/lib/lagos-clock";
import { formatMoney, money, smallestAmount, type LedgerCurrency } from "~/features/currency";

/** A deposit order's money as its page shows it (in the order's currency; the last day to pay, Lagos). */
export interface BalanceView {
  paid: number;
  outstanding: number;
  dueDay: string | null;
  /** The balance can be paid now, on Paystack's own page. */
  payable: boolean;
  /** Demo mode, a test order: the balance is paid with the labelled test payment instead. */
  testPayable: boolean;
  /** What its pay button charges: the balance, or a plan's part(s) due now. */
  due: number;
  /** Its pay button's words, naming the balance the payment then charges ("Pay the balance ₦26,250"); null when none. */
  button: string | null;
}

/**
 * What she paid, what is left and by when, and the **Pay the balance** form: a plain form the
 * server answers with Paystack's own page (no script), which sends her back here to verify.
 */
export function BalanceDue({
  balance,
  error,
  currency,
}: {
  balance: BalanceView;
  error: string | null;
  /** The order's: its money is shown in it, never in a display currency. */
  currency: LedgerCurrency;
}) {
  return (
    <section aria-labelledby="balance-heading" className="flex flex-col gap-4">
      <h2 id="balance-heading" className="text-3xl">
        {balance.outstanding > 0 ? "Your balance" : "Paid in full"}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Paid</dt>
          <dd className="tabular-nums">{formatMoney(money(balance.paid, currency))}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Outstanding</dt>
          <dd className="tabular-nums">{formatMoney(money(balance.outstanding, currency))}</dd>
        </div>
        {balance.outstanding > 0 && balance.dueDay && (
          <div className="flex justify-between gap-4">
            <dt>Due by</dt>
            <dd>{formatDay(balance.dueDay)}</dd>
          </div>
        )}
      </dl>
      {balance.outstanding === 0 && <p className="text-sm">Nothing to pay.</p>}
      {error && (
        <p role="alert" className="border border-danger/40 p-4 text-sm text-danger">
          {error}
        </p>
      )}
      {balance.payable && (
        <form method="post" className="flex flex-col gap-3">
          <button type="submit" name="intent" value="pay" className={buttonClass("primary", "w-full sm:w-fit")}>
            {balance.button}
          </button>
          <p className="text-sm text-ink-soft">
            You pay securely on Paystack&apos;s own page, in {currency === "USD" ? "US dollars" : "naira"}.
          </p>
        </form>
      )}
      {balance.payable && balance.outstanding > smallestAmount(currency) && (
        <form method="post" className="flex flex-col gap-2 border-t border-line pt-4">
          <label htmlFor="pay-amount" className="text-sm font-semibold">
            Pay an amount
          </label>
          <p id="pay-amount-hint" className="text-sm text-ink-soft">
            Any amount from {formatMoney(money(smallestAmount(currency), currency))} up to{" "}
            {formatMoney(money(balance.outstanding, currency))}, by card on Paystack&apos;s page.
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              id="pay-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              aria-describedby="pay-amount-hint"
              className="min-h-11 w-40 border border-line px-3"
            />
            <button type="submit" name="intent" value="pay-amount" className={buttonClass("outline")}>
              Pay this amount
            </button>
          </div>
        </form>
      )}
      {balance.testPayable && (
        <form method="post" className="flex flex-col gap-3">
          <button
            type="submit"
            name="intent"
            value="test-pay-balance"
            className={buttonClass("primary", "w-full sm:w-fit")}
          >
            {balance.button}
          </button>
          <p className="label-caps w-fit bg-gold/20 px-2 py-1 text-hazel-deep">Demo mode · no card is charged</p>
        </form>
      )}
    </section>
  );
}
