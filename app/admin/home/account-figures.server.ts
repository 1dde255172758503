// The home's figures of what orders owe and hold: each the sum of the orders' accounts
// (features/order-account, read through readOrderAccounts), never sums of its own; the naira and,
// apart, the cents of the orders in dollars.
import type { OrderAccount } from "~/features/order-account";
import type { Db } from "~/server/db/db.server";
import { readOrderAccounts } from "~/server/payments/account.server";
import { depositOrdersNotHandedOver, ordersThatMayHoldMoneyToReturn } from "~/server/orders/store/index.server";
import type { HomeView } from "./home-view";

/** How many of the orders at most the home names with money to return (the rest are counted). */
const NAMED = 5;

/**
 * An amount of the accounts summed in kobo, and in cents those of the orders in dollars (absent
 * when none is): never one sum of both.
 */
function perCurrency(accounts: readonly OrderAccount[], of: (a: OrderAccount) => number) {
  const sum = (list: readonly OrderAccount[]) => list.reduce((n, a) => n + of(a), 0);
  const dollars = accounts.filter((a) => a.currency === "USD");
  return {
    kobo: sum(accounts.filter((a) => a.currency === "NGN")),
    ...(dollars.length > 0 ? { dollars: sum(dollars) } : {}),
  };
}

/** Balances still owed on deposit orders being made or ready, and money to return, from the accounts. */
export async function accountFigures(db: Db): Promise<{
  balances: HomeView["due"]["balances"];
  owed: number;
  owedDollars?: number;
  moneyToReturn: HomeView["due"]["moneyToReturn"];
}> {
  const [deposits, holding] = await Promise.all([depositOrdersNotHandedOver(db), ordersThatMayHoldMoneyToReturn(db)]);
  const accounts = await readOrderAccounts(db, [...deposits, ...holding]);
  const owing = deposits.map((o) => accounts.get(o.reference)!.account).filter((a) => a.owedNow > 0);
  const toReturn = holding.filter((o) => accounts.get(o.reference)!.account.overpaid > 0);
  const owed = perCurrency(owing, (a) => a.owedNow);
  const held = perCurrency(
    toReturn.map((o) => accounts.get(o.reference)!.account),
    (a) => a.overpaid,
  );
  return {
    balances: owing.length,
    owed: owed.kobo,
    ...(owed.dollars !== undefined ? { owedDollars: owed.dollars } : {}),
    moneyToReturn: {
      total: toReturn.length,
      kobo: held.kobo,
      ...(held.dollars !== undefined ? { dollars: held.dollars } : {}),
      orders: toReturn.slice(0, NAMED).map((o) => ({
        reference: o.reference,
        name: `${o.customer.firstName} ${o.customer.lastName}`,
      })),
    },
  };
}
