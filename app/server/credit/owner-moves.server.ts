import { formatMoney, money } from "~/features/currency";
import { readAdjustment, readReason } from "~/features/credit";
import type { Db } from "../db/db.server";
import { addEntry, balanceOfCode, endCode, lockCodeById } from "./store.server";

export type OwnerMoveResult =
  | { kind: "done"; balance: number }
  | { kind: "replayed" }
  | { kind: "refused"; errors: { amount?: string; reason?: string } }
  | { kind: "not-found" };

const KEY = /^[0-9a-f]{16,64}$/;
const STALE = { kind: "refused", errors: { reason: "The form is out of date: open the page again." } } as const;

/**
 * The owner's adjustment of a code: an `adjusted` row of the signed amount with who and why,
 * under the code's lock with its balance summed after the lock, so it never takes the code below
 * zero whatever is spent at once; the form's key makes two taps one row.
 */
export async function adjustCode(
  db: Db,
  codeId: number,
  ask: { amount: string; reason: string; key: string },
  who: string,
): Promise<OwnerMoveResult> {
  if (!KEY.test(ask.key)) return STALE;
  return db.transaction(async (tx): Promise<OwnerMoveResult> => {
    const code = await lockCodeById(tx, codeId);
    if (!code) return { kind: "not-found" };
    const balance = await balanceOfCode(tx, codeId);
    const read = readAdjustment(ask, money(balance, code.currency));
    if (!read.ok) return { kind: "refused", errors: read.errors };
    const added = await addEntry(tx, {
      codeId,
      amount: read.value.amount,
      kind: "adjusted",
      who,
      why: read.value.reason,
      movementKey: `adjust:${ask.key}`,
    });
    return added ? { kind: "done", balance: balance + read.value.amount } : { kind: "replayed" };
  });
}

/**
 * The owner's expiry of a code: an `expired` row taking its whole balance, with who and why, and
 * the code ended (spent no more), under its lock; once per form key, and nothing on a code at zero.
 */
export async function expireCode(
  db: Db,
  codeId: number,
  ask: { reason: string; key: string },
  who: string,
): Promise<OwnerMoveResult> {
  if (!KEY.test(ask.key)) return STALE;
  const reason = readReason(ask.reason);
  if (reason) return { kind: "refused", errors: { reason } };
  return db.transaction(async (tx): Promise<OwnerMoveResult> => {
    const code = await lockCodeById(tx, codeId);
    if (!code) return { kind: "not-found" };
    const balance = await balanceOfCode(tx, codeId);
    await endCode(tx, codeId);
    if (balance <= 0) return { kind: "done", balance: 0 };
    const added = await addEntry(tx, {
      codeId,
      amount: -balance,
      kind: "expired",
      who,
      why: `${ask.reason.trim()} (${formatMoney(money(balance, code.currency))} expired)`.slice(0, 500),
      movementKey: `expire:${ask.key}`,
    });
    return added ? { kind: "done", balance: 0 } : { kind: "replayed" };
  });
}
