import type { Order } from "~/features/orders";
import type { Db } from "~/server/db/db.server";
import { balanceOfCode } from "~/server/credit/store.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { recordAudit, type Person } from "../people/store/index.server";
import { requestAddress } from "./record-action.server";

/**
 * A money form's entry (refund, credit, moved payment): the order's account as the ledger's one
 * module reads it, before the form runs and after it is done, with who, when and from where.
 */
export async function auditMoney(db: Db, request: Request, person: Person, order: Order) {
  const before = (await readOrderAccount(db, order)).account;
  return {
    async record(action: string): Promise<void> {
      const after = (await readOrderAccount(db, order)).account;
      await recordAudit(db, {
        personId: person.id,
        address: requestAddress(request),
        action,
        subject: order.reference,
        before,
        after,
      });
    },
  };
}

/**
 * A credit or gift card code's adjustment or expiry: its balance (the sum of its ledger rows)
 * before the form runs and after it is done, with who, when and from where.
 */
export async function auditCodeMove(db: Db, request: Request, person: Person, codeId: number) {
  const before = { codeBalance: await balanceOfCode(db, codeId) };
  return {
    async record(action: string): Promise<void> {
      const after = { codeBalance: await balanceOfCode(db, codeId) };
      await recordAudit(db, {
        personId: person.id,
        address: requestAddress(request),
        action,
        subject: null,
        before,
        after,
      });
    },
  };
}
