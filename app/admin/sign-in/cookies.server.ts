/** The value of one cookie the request carries, as sent (the owner's cookies are never escaped). */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function isHttps(request: Request, siteUrl: string): boolean {
  return new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:");
}

/**
 * An admin cookie: never read by scripts, not sent on other sites' requests, Secure over
 * https, sent only under `path`; `value` null clears it.
 */
export function adminCookie(
  name: string,
  value: string | null,
  { path, maxAgeSeconds, request, siteUrl }: { path: string; maxAgeSeconds: number; request: Request; siteUrl: string },
): string {
  const parts = [`${name}=${value ?? ""}`, `Path=${path}`, "HttpOnly", "SameSite=Lax"];
  parts.push(`Max-Age=${value === null ? 0 : maxAgeSeconds}`);
  if (isHttps(request, siteUrl)) parts.push("Secure");
  return parts.join("; ");
}
