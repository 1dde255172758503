import { ORDER_STATE_LABELS } from "~/features/orders";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { AdminOrderView } from "./order-view";
import { Section } from "./section-parts";

const SOURCE_TEXT = {
  verify: "Checkout",
  webhook: "Paystack",
  reconcile: "Shop's check",
  owner: "You",
  shopper: "Shopper",
  credit: "Store credit",
  courier: "Courier",
} as const;

/** The order's history, newest first: each change of stage, each note and check. */
export function HistorySection({ history, placedAt }: Pick<AdminOrderView, "history" | "placedAt">) {
  return (
    <Section id="history-heading" title="History">
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
        {history.map((e, n) => (
          <li key={n} className="flex flex-col gap-0.5">
            <span className="font-medium">
              {e.kind === "money-to-return" && e.from === e.to
                ? "Money to return"
                : e.from === e.to
                  ? "Note"
                  : ORDER_STATE_LABELS[e.to]}
              <span className="font-normal text-ink-soft">
                {" "}
                · {SOURCE_TEXT[e.source]} · {formatShortDateTime(e.at)}
                {e.by ? ` · by ${e.by}` : null}
              </span>
            </span>
            {e.note && <span className="whitespace-pre-line">{e.note}</span>}
          </li>
        ))}
        <li className="flex flex-col gap-0.5">
          <span className="font-medium">
            Placed<span className="font-normal text-ink-soft"> · Checkout · {formatShortDateTime(placedAt)}</span>
          </span>
        </li>
      </ol>
    </Section>
  );
}
