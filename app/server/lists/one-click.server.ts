// RFC 8058's one-click unsubscribe, the address in every list email's List-Unsubscribe header.
import { privateHeaders } from "../base/no-store.server";
import type { Db } from "../db/db.server";
import { isListKey } from "./forms.server";
import { unsubscribePage } from "./pages.server";

const keyOf = (request: Request) => new URL(request.url).searchParams.get("key");

/** POST (`List-Unsubscribe=One-Click`, the key in the address): unsubscribed within the request, an empty 200. */
export async function oneClickUnsubscribe(db: Db, request: Request): Promise<Response> {
  const key = keyOf(request);
  const view = isListKey(key) ? await unsubscribePage(db, key) : undefined;
  return new Response(null, { status: view ? 200 : 404, headers: privateHeaders() });
}

/** GET (a person, or a mail scanner following the link): her page with its one button; nothing changes. */
export function oneClickPage(request: Request): Response {
  const key = keyOf(request);
  const to = isListKey(key) ? `/lists/unsubscribe?key=${key}` : "/lists/unsubscribe";
  return new Response(null, { status: 303, headers: { ...privateHeaders(), Location: to } });
}
