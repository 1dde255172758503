// What the confirmation and unsubscribe pages show of a member: only what her own link opens.
import { productById } from "~/features/catalogue";
import type { Db } from "../db/db.server";
import { confirmByKey } from "./lists.server";
import { memberByKey, unsubscribeMember, type ListMember } from "./store.server";
import { isListKey } from "./forms.server";
import { lastListEmailTo } from "../outbox/list-batch-store.server";
import { keepMailEvent } from "./mail-events.server";

/** A member as her pages show her: which list (and, for a wait, the piece and size), and where she stands. */
export interface ListPageView {
  key: string;
  /** "Hazel's sales and news", or "Arcturus Blouse in size M". */
  what: string;
  list: ListMember["list"];
  confirmed: boolean;
  unsubscribed: boolean;
}

function viewOf(m: ListMember): ListPageView {
  const product = m.productId === null ? undefined : productById(m.productId);
  const what =
    m.list === "news" ? "Hazel's sales and news" : `${product?.alt ?? "A piece"} in size ${m.size ?? ""}`.trim();
  return { key: m.key, what, list: m.list, confirmed: m.confirmed, unsubscribed: m.unsubscribed };
}

/** The member her link's key opens; undefined for anything else (a 404). */
export async function listPage(db: Db, key: string | null): Promise<ListPageView | undefined> {
  if (!isListKey(key)) return undefined;
  const member = await memberByKey(db, key);
  return member && viewOf(member);
}

/** The confirmation page's button. */
export async function confirmPage(db: Db, key: string | null): Promise<ListPageView | undefined> {
  if (!isListKey(key)) return undefined;
  const member = await confirmByKey(db, key);
  return member && viewOf(member);
}

/** The unsubscribe page's button, or RFC 8058's one-click POST. */
export async function unsubscribePage(db: Db, key: string | null): Promise<ListPageView | undefined> {
  if (!isListKey(key)) return undefined;
  const member = await unsubscribeMember(db, key);
  if (member) await countUnsubscribe(db, member);
  return member && viewOf(member);
}

/** Counts her leaving in the figures of the list email she last got (once, however often she presses). */
async function countUnsubscribe(db: Db, member: ListMember): Promise<void> {
  const campaign = await lastListEmailTo(db, member.id);
  if (!campaign) return;
  const id = `unsubscribe:${member.id}:${campaign}`;
  await keepMailEvent(db, { id, kind: "unsubscribed", campaign, outboxId: null });
}
