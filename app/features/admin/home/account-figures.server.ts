// The home's figures of what orders owe and hold: each the sum of the orders' accounts
// (features/order-account, read through readOrderAccounts), never sums of its own.
import type { Db } from "~/server/db/db.server";
import { readOrderAccounts } from "~/server/payments/account.server";
import { depositOrdersNotHandedOver, ordersThatMayHoldMoneyToReturn } from "~/server/orders/store/index.server";
import type { HomeView } from "./home-view";

/** How many of the orders at most the home names with money to return (the rest are counted). */
const NAMED = 5;

/** Balances still owed on deposit orders being made or ready, and money to return, from the accounts. */
export async function accountFigures(
  db: Db,
): Promise<{ balances: HomeView["due"]["balances"]; owed: number; moneyToReturn: HomeView["due"]["moneyToReturn"] }> {
  const [deposits, holding] = await Promise.all([depositOrdersNotHandedOver(db), ordersThatMayHoldMoneyToReturn(db)]);
  const accounts = await readOrderAccounts(db, [...deposits, ...holding]);
  const owing = deposits.map((o) => accounts.get(o.reference)!.account).filter((a) => a.owedNow > 0);
  const toReturn = holding.filter((o) => accounts.get(o.reference)!.account.overpaid > 0);
  return {
    balances: owing.length,
    owed: owing.reduce((n, a) => n + a.owedNow, 0),
    moneyToReturn: {
      total: toReturn.length,
      naira: toReturn.reduce((n, o) => n + accounts.get(o.reference)!.account.overpaid, 0),
      orders: toReturn.slice(0, NAMED).map((o) => ({
        reference: o.reference,
        name: `${o.customer.firstName} ${o.customer.lastName}`,
      })),
    },
  };
}
