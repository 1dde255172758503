import { createHash, timingSafeEqual } from "node:crypto";
import { data } from "react-router";

const realm = 'Basic realm="Hazel owner", charset="UTF-8"';
const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * Lets the owner in with HTTP Basic authentication (any user name, the ADMIN_PASSWORD).
 * Without a password configured the owner's pages do not exist.
 */
export function requireOwner(request: Request, password: string | undefined): void {
  if (!password) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const header = request.headers.get("authorization") ?? "";
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header)?.[1];
  const given = encoded ? Buffer.from(encoded, "base64").toString("utf8").split(":").slice(1).join(":") : "";
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was typed.
  if (!encoded || !timingSafeEqual(digest(given), digest(password))) {
    throw data("Unauthorized", { status: 401, statusText: "Unauthorized", headers: { "WWW-Authenticate": realm } });
  }
}
