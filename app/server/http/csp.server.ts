/** Third-party origins the shop uses, and nothing else. */
const origins = {
  paystackScript: "https://js.paystack.co",
  paystackFrames: "https://checkout.paystack.com https://*.paystack.co",
  currencyFiles: "https://cdn.jsdelivr.net https://latest.currency-api.pages.dev",
  instagramImages: "https://*.cdninstagram.com https://*.fbcdn.net",
};

/** Paystack's own payment page, where the order page's Complete payment form goes (by redirect). */
const PAYSTACK_CHECKOUT = "https://checkout.paystack.com";

/**
 * The Content-Security-Policy of every response. Pages carry no inline JavaScript (their one
 * script is the islands file), so scripts come only from the shop and Paystack. Forms go to the
 * shop, and on to Paystack's payment page (and to the origin of the Paystack API the shop is
 * configured with, `paystackApi`, whose pages a stand-in Paystack serves there).
 */
export function contentSecurityPolicy(paystackApi?: string): string {
  const api = paystackApi ? new URL(paystackApi).origin : "";
  const formTargets = ["'self'", PAYSTACK_CHECKOUT, ...(api && api !== "null" ? [api] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.paystackScript}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the previews of the photos the owner chooses to upload, made by the page's own script.
    `img-src 'self' data: blob: ${origins.instagramImages}`,
    "font-src 'self'",
    `connect-src 'self' ${origins.currencyFiles}`,
    `frame-src ${origins.paystackFrames}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${[...new Set(formTargets)].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}
