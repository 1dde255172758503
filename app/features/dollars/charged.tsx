import { ledgerMoney, DisplayPrice, nairaOf, type LedgerCurrency } from "~/features/currency";

/**
 * An amount of the checkout as she will be charged it: the exact dollars of an order in dollars,
 * else naira (shown in her display currency where she chose one).
 */
export function Charged({ amount, currency }: { amount: number; currency: LedgerCurrency }) {
  return currency === "USD" ? <>{ledgerMoney(amount, "USD")}</> : <DisplayPrice naira={nairaOf(amount)} />;
}
