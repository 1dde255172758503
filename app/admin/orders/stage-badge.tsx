import { ORDER_STATE_LABELS, type OrderState } from "~/features/orders";

const tone: Partial<Record<OrderState, string>> = {
  pending: "border-line text-ink-soft",
  review: "border-danger text-danger",
  disputed: "border-danger text-danger",
  expired: "border-line text-ink-soft",
  cancelled: "border-line text-ink-soft",
  refunded: "border-line text-ink-soft",
  partially_refunded: "border-line text-ink-soft",
  delivered: "border-success text-success",
  collected: "border-success text-success",
};

/** An order's stage in a small frame; a test order says so beside it. */
export function StageBadge({ state, isTest }: { state: OrderState; isTest?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`label-caps border px-2 py-0.5 ${tone[state] ?? "border-hazel text-hazel-deep"}`}>
        {ORDER_STATE_LABELS[state]}
      </span>
      {isTest && <span className="label-caps bg-linen px-2 py-0.5 text-ink-soft">Test</span>}
    </span>
  );
}
