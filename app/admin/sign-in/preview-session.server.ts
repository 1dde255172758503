import type { Services } from "~/server/services.server";
import { adminKeys, sessionToken } from "./admin-auth.server";
import { adminCookie, cookieValue } from "./cookies.server";
import { isSessionValid, LIFETIME_SECONDS } from "./store/index.server";

// A draft's preview at its future address: the session cookie is sent only under /admin, so the
// editor's Preview link gives the session's token a second cookie sent only to that one address.
// The shop's pages never read it: only a product address that would answer 404 does.

const PREVIEW_COOKIE = "hazel_preview";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The cookie that lets the signed-in owner see the draft at `path`; undefined without a session token. */
export function previewCookie(request: Request, path: string, siteUrl: string): string | undefined {
  const token = sessionToken(request);
  return token && adminCookie(PREVIEW_COOKIE, token, { path, maxAgeSeconds: LIFETIME_SECONDS, request, siteUrl });
}

/** Whether the request carries a preview cookie of a live session under the password in force. */
export async function isOwnerPreviewing(request: Request, { db, env }: Pick<Services, "db" | "env">): Promise<boolean> {
  const token = cookieValue(request, PREVIEW_COOKIE);
  return (
    token !== undefined && TOKEN.test(token) && (await isSessionValid(db, token, (await adminKeys(db, env)).session))
  );
}
