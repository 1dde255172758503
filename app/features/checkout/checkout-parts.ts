import { prefetchRegions } from "./regions";

/**
 * What the checkout needs only once the shopper starts on the form, in a chunk of its own: the
 * form's checks and the shop's API client (both on zod). A checkout that is only looked at never
 * loads them. A failed load can be retried.
 */
export type CheckoutParts = typeof import("./customer-schema") &
  typeof import("./api-client") &
  typeof import("./gift-check") &
  typeof import("./checkout-flow-text") &
  typeof import("./cart-order") &
  typeof import("./place-flow");

let loading: Promise<CheckoutParts> | undefined;

export function loadCheckoutParts(): Promise<CheckoutParts> {
  loading ??= Promise.all([
    import("./customer-schema"),
    import("./api-client"),
    import("./gift-check"),
    import("./checkout-flow-text"),
    import("./cart-order"),
    import("./place-flow"),
  ])
    .then(([schema, api, gift, text, cartOrder, flow]) => ({
      ...schema,
      ...api,
      ...gift,
      ...text,
      ...cartOrder,
      ...flow,
    }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Starts on everything the form needs (its checks, the API client, the regions) as the shopper starts on it. */
export function prefetchCheckoutParts(): void {
  prefetchRegions();
  loadCheckoutParts().catch(() => {});
}
