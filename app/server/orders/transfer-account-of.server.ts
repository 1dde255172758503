// Her own account for paying by transfer, as her balance reminders name it (email, WhatsApp, SMS):
// the transfers flow finds it and registers the finder where the services are built, so the
// orders never import the transfers (which lean on them).
import type { TransferAccountView } from "~/features/transfers";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";

type AccountOf = (db: Db, order: Order) => Promise<TransferAccountView | null>;
let finder: AccountOf = () => Promise.resolve(null);

/** Registers how her account is found for an order (null when she has none, or it cannot pay the order). */
export function setTransferAccountOf(find: AccountOf): void {
  finder = find;
}

/** Her own account for paying this order by transfer, or null. */
export const transferAccountOf = (db: Db, order: Order) => finder(db, order);
