/** Third-party origins the shop uses, and nothing else. */
const origins = {
  paystackScript: "https://js.paystack.co",
  paystackFrames: "https://checkout.paystack.com https://*.paystack.co",
  currencyFiles: "https://cdn.jsdelivr.net https://latest.currency-api.pages.dev",
  instagramImages: "https://*.cdninstagram.com https://*.fbcdn.net",
};

/**
 * The Content-Security-Policy of every response. Pages carry no inline JavaScript (their one
 * script is the islands file), so scripts come only from the shop and Paystack.
 */
export function contentSecurityPolicy(): string {
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
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
