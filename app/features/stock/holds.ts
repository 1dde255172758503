import { SIZES, type Size } from "~/config/sizes";
import type { EventSource, OrderState } from "~/features/orders";

/** Pieces of one product in one size, as an order holds them. */
export interface Piece {
  productId: number;
  size: Size;
  quantity: number;
}

/**
 * The pieces an order's lines ask for: lines of the same product and size together, in one fixed
 * order (product, then size), so two orders always take their counts' locks in the same order.
 * A line without a size names no count, so it holds nothing.
 */
export function piecesOf(lines: readonly { productId: number; size: Size | ""; quantity: number }[]): Piece[] {
  const merged = new Map<string, Piece>();
  for (const { productId, size, quantity } of lines) {
    if (size === "") continue;
    const key = `${productId}:${size}`;
    merged.set(key, { productId, size, quantity: (merged.get(key)?.quantity ?? 0) + quantity });
  }
  return [...merged.values()].sort(byPiece);
}

/** Product, then the shop's size order. */
export function byPiece(a: Omit<Piece, "quantity">, b: Omit<Piece, "quantity">): number {
  return a.productId - b.productId || SIZES.indexOf(a.size) - SIZES.indexOf(b.size);
}

/** How long a placed order holds its pieces: long enough to pay by card in the popup. */
const HOLD_SECONDS = 30 * 60;
/**
 * How long a hold is renewed for each time Paystack reports a payment on its way (a bank transfer
 * or USSD payment not confirmed yet): past the re-check's next look at the order, hourly at most.
 */
const PAYMENT_ON_ITS_WAY_HOLD_SECONDS = 2 * 3600;

/** Paystack's statuses of a payment that may still succeed without the shopper doing anything more. */
const ON_ITS_WAY: readonly string[] = ["pending", "ongoing", "processing", "queued"];

/**
 * When an order's hold lapses: HOLD_SECONDS after it is placed, and never after the order stops
 * waiting for its payment (docs/decisions/233-stock-holds-last-minutes-and-shoppers-hold-few.md).
 */
export function holdLapsesAt(placedAt: Date, expireAfterSeconds: number): Date {
  return new Date(placedAt.getTime() + Math.min(HOLD_SECONDS, expireAfterSeconds) * 1000);
}

/**
 * When Paystack reports the order's payment `status` at `now`: a payment on its way renews the
 * hold until PAYMENT_ON_ITS_WAY_HOLD_SECONDS later (the order expiring releases it sooner); any
 * other status renews nothing (undefined).
 */
export function renewedHoldLapse(status: string, now: Date): Date | undefined {
  if (!ON_ITS_WAY.includes(status)) return undefined;
  return new Date(now.getTime() + PAYMENT_ON_ITS_WAY_HOLD_SECONDS * 1000);
}

/**
 * What a change of state does to the order's held pieces; "keep-till-paid": they stay held, no
 * longer lapsing, until the order is paid in full (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md).
 */
export type HoldStep = "keep" | "sell" | "keep-till-paid" | "release";

/** States in which an order still waits for its money, so its pieces are held (or lapsed). */
const AWAITING: readonly OrderState[] = ["pending", "review", "expired"];

/**
 * Paid: the held pieces are sold, or, for an order paid in parts (a deposit or a plan, `inParts`),
 * kept held until its last part (those whose hold lapsed are taken again first). Expired or
 * cancelled before it was paid: they go back on sale. Cancelled or refunded later: what is still
 * kept goes back on sale (sold pieces stay sold). Every other move (into review, along the way to
 * the shopper, partial refunds, disputes) leaves them as they are.
 */
export function holdStep(from: OrderState, to: OrderState, { inParts = false } = {}): HoldStep {
  if (!AWAITING.includes(from)) return to === "cancelled" || to === "refunded" ? "release" : "keep";
  if (to === "paid") return inParts ? "keep-till-paid" : "sell";
  return to === "expired" || to === "cancelled" ? "release" : "keep";
}

/**
 * Where a move to paid goes when pieces whose hold had lapsed have sold since: a payment seen by
 * Paystack's paths waits in review for the owner; the owner's own word (settling an order in
 * review) stands.
 */
export function moveWhenPiecesGone(to: OrderState, source: EventSource): OrderState {
  return to === "paid" && source !== "owner" ? "review" : to;
}
