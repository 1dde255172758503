import { formatPrice } from "./money";

/** A naira amount shown in the shopper's display currency. */
export function Money({ naira }: { naira: number }) {
  return <>{formatPrice(naira)}</>;
}
