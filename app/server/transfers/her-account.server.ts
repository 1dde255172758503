import type { HerTransfers } from "~/features/account";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { clientKey, ensureTransferAccount } from "./assign.server";
import { ordersTransfersPay } from "./receive.server";
import { findAccountOf, setChosenOrder } from "./store.server";

/** Her own account as her page shows it (claimed now if she has none), and the orders a transfer may pay. */
export async function herTransferAccount(services: { env: Env; db: Db }, email: string): Promise<HerTransfers> {
  const account = await ensureTransferAccount(services, email);
  const [owing, row] = await Promise.all([
    ordersTransfersPay(services.db, email),
    findAccountOf(services.db, clientKey(email)),
  ]);
  const chosen = row?.chosenOrder && owing.some((o) => o.reference === row.chosenOrder) ? row.chosenOrder : null;
  return { account, owing, chosen };
}

/**
 * Keeps the order her transfers go to first: one of hers a transfer may pay now, or "" for her
 * oldest that owes. False when she named another.
 */
export async function chooseTransferOrder(db: Db, email: string, typed: string): Promise<boolean> {
  const row = await findAccountOf(db, clientKey(email));
  if (!row) return false;
  if (typed === "") {
    await setChosenOrder(db, row.email, null);
    return true;
  }
  if (!(await ordersTransfersPay(db, email)).some((o) => o.reference === typed)) return false;
  await setChosenOrder(db, row.email, typed);
  return true;
}
