import { useEffect, useState } from "react";
import { isAwaitingConfirmation, type OrderState } from "~/features/orders";

/** How often the order page asks while a payment is being confirmed. */
const STATUS_POLL_MS = 10_000;

/**
 * The order's status, kept current while its payment is not confirmed yet: the page asks the shop
 * every few seconds while it is visible, and stops once the payment is settled.
 */
export function useOrderStatus(reference: string, initial: OrderState, pollMs = STATUS_POLL_MS): OrderState {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    if (!isAwaitingConfirmation(status)) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden") return;
      fetch(`/api/orders/${encodeURIComponent(reference)}/status`, { headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ status?: OrderState }>) : undefined))
        .then((body) => {
          if (body?.status && body.status !== status) setStatus(body.status);
        })
        .catch(() => {});
    }, pollMs);
    return () => clearInterval(timer);
  }, [reference, status, pollMs]);
  return status;
}
