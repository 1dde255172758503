import { usePrice } from "./use-currency";

/** A naira amount shown in the shopper's display currency. */
export function DisplayPrice({ naira }: { naira: number }) {
  return <>{usePrice(naira)}</>;
}
