// A row of the credit ledger named on the owner's screens, from a code's side (its history, the
// CSV) or an order's (its movements on codes). A moved payment's rows name the order at their
// other end: "Moved to order HZL-…", "Moved from order HZL-…", never "Issued" or "Spent".
import { CREDIT_ENTRY_WORDS, type CreditEntryKind } from "./credit";

/** A ledger row as its screens read it. */
export interface LedgerRowFacts {
  kind: CreditEntryKind;
  /** `move:…` on the issue of a moved payment's code. */
  movementKey: string;
}

/** The code is a moved payment's: its issue is keyed `move:…`. */
export const isMoveCode = (rows: readonly Pick<LedgerRowFacts, "movementKey">[]) =>
  rows.some((r) => r.movementKey.startsWith("move:"));

/**
 * The row in its code's history (signed as the code's): a moved payment's code was issued from the
 * order the row names and spent on the order its spend names.
 */
export function codeRowLabel(
  row: Pick<LedgerRowFacts, "kind"> & { orderReference: string | null },
  moveCode: boolean,
): string {
  if (moveCode && row.kind === "issued") return `Moved from order ${row.orderReference}`;
  if (moveCode && row.kind === "spent") return `Moved to order ${row.orderReference}`;
  return CREDIT_ENTRY_WORDS[row.kind];
}

/**
 * The row among an order's movements on codes, with its amount: signed as its code's ("Issued
 * +₦30,000", "Adjusted −₦7,500" for a handling fee), except a moved payment's, whose code only
 * carries it from order to order: it reads as the order's money, as the order's account says it
 * ("Moved to order HZL-… −₦30,000", "Moved from order HZL-… +₦30,000"). `otherOrder` is the order
 * at the other end of a moved payment's row, null for any other row.
 */
export function orderRowLine(row: LedgerRowFacts & { amount: number; otherOrder: string | null }): {
  label: string;
  amount: number;
} {
  if (row.otherOrder !== null && row.kind === "issued" && row.movementKey.startsWith("move:"))
    return { label: `Moved to order ${row.otherOrder}`, amount: -row.amount };
  if (row.otherOrder !== null && row.kind === "spent")
    return { label: `Moved from order ${row.otherOrder}`, amount: -row.amount };
  return { label: CREDIT_ENTRY_WORDS[row.kind], amount: row.amount };
}
