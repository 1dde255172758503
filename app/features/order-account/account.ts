// An order's account: what it took, gave back, owes and may still give, each figure a sum of its
// rows (docs: the architecture's "Money as a ledger"). Pure: no I/O, no clock.
import type { LedgerCurrency } from "~/features/payments";
import type { AccountPlan, AccountRows, AccountStage, MoveInRow, MoveOutRow, RefundRow } from "./rows";

/** Where the order's money stands, in one word (the words say it for the owner and the shopper). */
export type AccountStatus =
  | "unpaid"
  | "deposit-paid"
  | "paid-in-full"
  | "overpaid"
  | "returned"
  | "cancelled"
  /** Its money moved onto another order that its purpose counts towards (an appointment's fee): nothing to pay. */
  | "moved";

/** One part of a plan as the account reads it: what of it the order's money covers, in order. */
export interface AccountPart {
  /** 1 for the first part. */
  number: number;
  amount: number;
  dueDay: string;
  /** What of it is paid: the money counted towards the total covers the parts in order. */
  paid: number;
}

/** Whole naira throughout, or whole cents for a USD order: every figure in the order's currency. */
export interface OrderAccount {
  currency: LedgerCurrency;
  total: number;
  plan: AccountPlan["kind"];
  /** Its plan's deposit (what is due before it is made), or null when it is paid in full. */
  deposit: number | null;
  stage: AccountStage;
  /** What the discount code took off the total: not a payment. */
  discount: number;
  paidByPaystack: number;
  /** Store credit codes spent on it and not given back to them. */
  paidByCredit: number;
  paidByGiftCards: number;
  /** Moved in from other orders and not given back. */
  movedIn: number;
  movesIn: readonly Omit<MoveInRow, "returned">[];
  /** All that came in and stayed: Paystack, codes and moves in. */
  paid: number;
  /** Processed refunds, and those still on their way (every status but failed and processed). */
  refunded: { processed: number; pending: number };
  creditIssued: number;
  movedOut: number;
  movesOut: readonly MoveOutRow[];
  /** Of movedOut, what moved on with the order's purpose (`settles`): met there, never owed here again. */
  movedOnward: number;
  /** What it paid less all that left it (refunds, credit, moves): what it still holds. */
  netPaid: number;
  /** Still to pay; 0 once cancelled. */
  owedNow: number;
  /** A deposit order's last day to pay the balance on, a plan's next part's (Lagos), else null. */
  dueDay: string | null;
  /** A plan's parts, each with what of it is paid; null for an order without a plan. */
  parts: readonly AccountPart[] | null;
  /** A plan's first part not paid in full (a part paid early moves it on); null when none is left or no plan. */
  nextPart: AccountPart | null;
  /** What must be counted towards the total before cutting starts (a plan's share), else null. */
  cutShare: number | null;
  /** Counted towards the total (what owedNow is measured from): the parts and the gates read it. */
  towards: number;
  /** Money to return: what it holds beyond its total, or, once cancelled, all it holds. */
  overpaid: number;
  /**
   * What may still leave it as store credit or a move: what it holds, less (while it is open) what
   * codes and moves paid, which a cancellation gives back to their codes. Never below 0.
   */
  creditable: number;
  movable: number;
  /** What may still leave it by a Paystack refund: as creditable, at most what Paystack took and still holds. */
  refundable: number;
  status: AccountStatus;
  /** Payments and refunds in another currency than the order's: never counted, never converted (the owner's to look at). */
  otherCurrencyRows: number;
}

const sum = (rows: readonly { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

/** A refund holds its amount unless it failed: an unsent one may still have reached Paystack. */
const isPending = (r: RefundRow) => r.status !== "processed" && r.status !== "failed";

export function orderAccount(all: AccountRows): OrderAccount {
  const currency = all.currency ?? "NGN";
  const inCurrency = (r: { currency?: LedgerCurrency }) => (r.currency ?? "NGN") === currency;
  const rows = { ...all, payments: all.payments.filter(inCurrency), refunds: all.refunds.filter(inCurrency) };
  const otherCurrencyRows = all.payments.length + all.refunds.length - rows.payments.length - rows.refunds.length;
  const { total, plan, stage } = rows;
  const kept = <T extends { returned: boolean }>(list: readonly T[]) => list.filter((r) => !r.returned);
  const spends = kept(rows.codeSpends);
  const paidByPaystack = sum(rows.payments.filter((p) => p.status === "succeeded"));
  const paidByCredit = sum(spends.filter((s) => s.codeKind === "credit"));
  const paidByGiftCards = sum(spends.filter((s) => s.codeKind === "gift"));
  const movesIn = kept(rows.movesIn).map(({ fromOrder, amount }) => ({ fromOrder, amount }));
  const movedIn = sum(movesIn);
  const paid = paidByPaystack + paidByCredit + paidByGiftCards + movedIn;
  const refunded = {
    processed: sum(rows.refunds.filter((r) => r.status === "processed")),
    pending: sum(rows.refunds.filter(isPending)),
  };
  const creditIssued = sum(rows.creditIssued);
  const movedOut = sum(rows.movesOut);
  const movedOnward = sum(rows.movesOut.filter((m) => m.settles));
  // A gift card's order left as the code it bought: met, as a fee moved on with its purpose.
  const boughtCard = sum(rows.creditIssued.filter((c) => c.settles));
  const netPaid = paid - refunded.processed - refunded.pending - creditIssued - movedOut;
  // An open order owes what left it again, but for what moved on with its purpose (or became the
  // card it bought); a handed-over one only what never came in.
  const measured = stage === "handed-over" ? paid : netPaid + movedOnward + boughtCard;
  const owedNow = stage === "cancelled" ? 0 : Math.max(0, total - measured);
  const overpaid = Math.max(0, stage === "cancelled" ? netPaid : netPaid - total);
  // What codes and moves paid of an open order goes back to them if it is cancelled: letting it
  // leave as well (as credit, or a move) would return it twice.
  const backToCodes = stage === "open" ? paidByCredit + paidByGiftCards + movedIn : 0;
  const leavable = Math.max(0, netPaid - backToCodes);
  const paystackHeld = paidByPaystack - refunded.processed - refunded.pending;
  const parts = plan.kind === "plan" ? partsOf(plan, stage === "cancelled" ? 0 : total - owedNow) : null;
  const nextPart = parts?.find((p) => p.paid < p.amount) ?? null;
  const account: Omit<OrderAccount, "status"> = {
    currency,
    otherCurrencyRows,
    total,
    plan: plan.kind,
    deposit: plan.kind === "deposit" ? plan.deposit : plan.kind === "plan" ? (plan.parts[0]?.amount ?? 0) : null,
    stage,
    discount: rows.discount?.amount ?? 0,
    paidByPaystack,
    paidByCredit,
    paidByGiftCards,
    movedIn,
    movesIn,
    paid,
    refunded,
    creditIssued,
    movedOut,
    movesOut: rows.movesOut.map(({ toOrder, amount, settles }) => ({
      toOrder,
      amount,
      ...(settles ? { settles } : {}),
    })),
    movedOnward,
    netPaid,
    owedNow,
    dueDay: plan.kind === "deposit" ? plan.balanceDueDay : (nextPart?.dueDay ?? null),
    parts,
    nextPart,
    cutShare: plan.kind === "plan" ? plan.cutShare : null,
    towards: stage === "cancelled" ? 0 : total - owedNow,
    overpaid,
    refundable: Math.max(0, Math.min(leavable, paystackHeld)),
    creditable: leavable,
    movable: leavable,
  };
  return { ...account, status: statusOf(account, plan, measured, boughtCard) };
}

function statusOf(
  a: Omit<OrderAccount, "status">,
  plan: AccountPlan,
  measured: number,
  boughtCard: number,
): AccountStatus {
  if (a.overpaid > 0) return "overpaid";
  if (a.movedOnward > 0 && a.owedNow === 0 && a.netPaid === 0) return "moved";
  if (a.stage === "cancelled") return "cancelled";
  if (a.owedNow === 0) return a.netPaid + boughtCard < a.total ? "returned" : "paid-in-full";
  return a.deposit !== null && plan.kind !== "full" && measured >= a.deposit ? "deposit-paid" : "unpaid";
}

/** A plan's parts, covered in order by what the order counts towards its total. */
function partsOf(plan: Extract<AccountPlan, { kind: "plan" }>, towards: number): AccountPart[] {
  let left = Math.max(0, towards);
  return plan.parts.map((p, i) => {
    const paid = Math.min(p.amount, left);
    left -= paid;
    return { number: i + 1, amount: p.amount, dueDay: p.dueDay, paid };
  });
}

/** What of a plan's parts due by `today` (Lagos) is not paid yet: 0 without a plan or once cancelled. */
export function owedBy(account: OrderAccount, today: string): number {
  if (!account.parts || account.stage === "cancelled") return 0;
  return account.parts.filter((p) => p.dueDay <= today).reduce((s, p) => s + p.amount - p.paid, 0);
}

/** The most that may still leave the order by a refund, store credit or a move (never below 0). */
export function capFor(account: OrderAccount, way: "refund" | "credit" | "move"): number {
  if (way === "refund") return account.refundable;
  return way === "credit" ? account.creditable : account.movable;
}
