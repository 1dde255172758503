import { createHash } from "node:crypto";

/** Third-party origins the shop uses, and nothing else. */
const origins = {
  paystackScript: "https://js.paystack.co",
  paystackFrames: "https://checkout.paystack.com https://*.paystack.co",
  currencyFiles: "https://cdn.jsdelivr.net https://latest.currency-api.pages.dev",
  instagramImages: "https://*.cdninstagram.com https://*.fbcdn.net",
};

/** The sha256 sources of every inline <script> in a page, so exactly those may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.paystackScript} ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins.instagramImages}`,
    "font-src 'self'",
    `connect-src 'self' ${origins.currencyFiles}`,
    `frame-src ${origins.paystackFrames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
