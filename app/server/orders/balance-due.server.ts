import type { OrderState } from "~/features/orders";
import type { Db } from "../db/db.server";
import { readOrderAccounts } from "../payments/account.server";
import { depositOrdersIn } from "./store/index.server";

/**
 * The deposit orders in these states whose account still owes (refunds, credit and moves out
 * counted, as every screen counts them), newest first: the admin's Balance due list and its count.
 */
export async function balanceDueReferences(db: Db, states: readonly OrderState[]): Promise<string[]> {
  const deposits = await depositOrdersIn(db, states);
  const accounts = await readOrderAccounts(db, deposits);
  return deposits.filter((o) => accounts.get(o.reference)!.account.owedNow > 0).map((o) => o.reference);
}
