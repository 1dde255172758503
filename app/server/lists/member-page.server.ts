// The loader and action of a list member's pages (confirm, unsubscribe): her view by her key, or a 404.
import { data } from "react-router";
import { privateHeaders } from "../base/no-store.server";
import type { Db } from "../db/db.server";
import { postedKey } from "./forms.server";
import { listPage, type ListPageView } from "./pages.server";

/** What a page does with a key: her view after it, or undefined when the key opens no member. */
type MemberStep = (db: Db, key: string | null) => Promise<ListPageView | undefined>;

/** `{ view }`, private and no-store; a key that opens no member is a 404. */
async function answer(db: Db, step: MemberStep, key: string | null) {
  const view = await step(db, key);
  if (!view) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return data({ view }, { headers: privateHeaders() });
}

/** GET ?key=…: the member her link opens, as she stands; nothing changes. */
export function loadMemberPage(db: Db, request: Request) {
  return answer(db, listPage, new URL(request.url).searchParams.get("key"));
}

/** POST: `step` (confirm or unsubscribe) done to the member of the posted key, and her view after it. */
export async function actOnMemberPage(db: Db, request: Request, step: MemberStep) {
  return answer(db, step, await postedKey(request));
}
