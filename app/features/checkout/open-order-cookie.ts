/**
 * The browser that placed an order keeps it in a cookie until it can no longer be paid, so a
 * shopper who closed the payment window continues that order (the same reference and hold, a new
 * payment) when she places it again, from this tab or another. The cookie holds the order's
 * reference and a random key whose hash the order keeps: a reference alone continues nothing.
 */
const OPEN_ORDER_COOKIE = "hazel_order";

export interface OpenOrderCookie {
  reference: string;
  key: string;
}

/** The cookie's order and key, when the Cookie header has a well-formed one. */
export function openOrderIn(header: string | null): OpenOrderCookie | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, value = ""] = pair.trim().split("=");
    if (name !== OPEN_ORDER_COOKIE) continue;
    const match = /^(HZL-[2-9A-HJ-NP-Z]{12})\.([A-Za-z0-9_-]{22,64})$/.exec(value);
    return match?.[1] && match[2] ? { reference: match[1], key: match[2] } : undefined;
  }
  return undefined;
}

/** The Set-Cookie text for an order placed from this browser, kept as long as it can be paid. */
export function openOrderCookie(open: OpenOrderCookie, maxAgeSeconds: number, secure: boolean): string {
  return `${OPEN_ORDER_COOKIE}=${open.reference}.${open.key}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
