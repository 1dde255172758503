// Every statement on the lists' tables: list_members (the news list and the back-in-stock waits)
// and sale_announcements (docs/decisions/262-lists-by-consent-checked-at-send-time.md).
import { SIZES, type Size } from "~/features/catalogue";
import { normalMailbox } from "~/features/mailbox";
import type { Db } from "../db/db.server";

type ListName = "news" | "back-in-stock";

/** A member as her emails and pages need her. */
export interface ListMember {
  id: number;
  list: ListName;
  email: string;
  name: string | null;
  key: string;
  productId: number | null;
  size: Size | null;
  confirmed: boolean;
  unsubscribed: boolean;
  notified: boolean;
}

type MemberRow = {
  id: string;
  list: ListName;
  email: string;
  name: string | null;
  key: string;
  product_id: number | null;
  size: Size | null;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  notified_at: Date | string | null;
};

const COLUMNS = "id, list, email, name, key, product_id, size, confirmed_at, unsubscribed_at, notified_at";

const memberOf = (r: MemberRow): ListMember => ({
  id: Number(r.id),
  list: r.list,
  email: r.email,
  name: r.name,
  key: r.key,
  productId: r.product_id,
  size: r.size,
  confirmed: r.confirmed_at !== null,
  unsubscribed: r.unsubscribed_at !== null,
  notified: r.notified_at !== null,
});

/**
 * Adds an address to the news list, or finds its mailbox there (under any spelling: the first
 * spelling stays the one written to). An address that left the list (or never confirmed) is asked
 * again: it counts once it confirms. `ask` says whether a confirmation is due.
 */
export async function joinNews(
  tx: Db,
  email: string,
  name: string | null,
): Promise<{ member: ListMember; ask: boolean }> {
  const [row] = await tx.query<MemberRow>(
    `insert into list_members (list, email, mailbox, name) values ('news', $1, $2, $3)
     on conflict (mailbox) where list = 'news'
       do update set name = coalesce(excluded.name, list_members.name)
     returning ${COLUMNS}`,
    [email, normalMailbox(email), name],
  );
  const member = memberOf(row!);
  return { member, ask: !member.confirmed || member.unsubscribed };
}

/** Adds a wait for a size, or finds her mailbox's open one; a wait she left or never confirmed is asked again. */
export async function joinWait(
  tx: Db,
  email: string,
  productId: number,
  size: Size,
): Promise<{ member: ListMember; ask: boolean }> {
  const [row] = await tx.query<MemberRow>(
    `insert into list_members (list, email, mailbox, product_id, size) values ('back-in-stock', $1, $2, $3, $4)
     on conflict (product_id, size, mailbox) where list = 'back-in-stock' and notified_at is null
       do update set mailbox = excluded.mailbox
     returning ${COLUMNS}`,
    [email, normalMailbox(email), productId, size],
  );
  const member = memberOf(row!);
  return { member, ask: !member.confirmed || member.unsubscribed };
}

/** Every membership of one mailbox (its news and its waits, any spelling), by number. */
export async function membersOfMailbox(db: Db, mailbox: string): Promise<number[]> {
  const rows = await db.query<{ id: string }>("select id from list_members where mailbox = $1 order by id", [mailbox]);
  return rows.map((r) => Number(r.id));
}

/** One member by her number; undefined when gone. */
export async function memberById(db: Db, id: number): Promise<ListMember | undefined> {
  const [row] = await db.query<MemberRow>(`select ${COLUMNS} from list_members where id = $1`, [id]);
  return row && memberOf(row);
}

/** One member by her link's key; undefined for a key that is no member's. */
export async function memberByKey(db: Db, key: string): Promise<ListMember | undefined> {
  const [row] = await db.query<MemberRow>(`select ${COLUMNS} from list_members where key = $1`, [key]);
  return row && memberOf(row);
}

/**
 * Confirms the member of this key, or of this number (again after she left: a new consent). Returns
 * the member and whether this confirmed her now (false when she already was, so a second click
 * changes nothing).
 */
export async function confirmMember(
  tx: Db,
  which: { key: string } | { id: number },
): Promise<{ member: ListMember; confirmedNow: boolean } | undefined> {
  const [before] = await tx.query<MemberRow>(
    `select ${COLUMNS} from list_members where ${"key" in which ? "key" : "id"} = $1 for update`,
    ["key" in which ? which.key : which.id],
  );
  if (!before) return undefined;
  const was = memberOf(before);
  if (was.confirmed && !was.unsubscribed) return { member: was, confirmedNow: false };
  const [row] = await tx.query<MemberRow>(
    `update list_members set confirmed_at = now(), unsubscribed_at = null where id = $1 returning ${COLUMNS}`,
    [was.id],
  );
  return { member: memberOf(row!), confirmedNow: true };
}

/**
 * Unsubscribes the member of this key; for a wait, every open wait of her mailbox with it (her
 * back-in-stock emails stop). Undefined for a key that is no member's.
 */
export async function unsubscribeMember(db: Db, key: string): Promise<ListMember | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<MemberRow>(
      `update list_members set unsubscribed_at = coalesce(unsubscribed_at, now()) where key = $1 returning ${COLUMNS}`,
      [key],
    );
    if (!row) return undefined;
    if (row.list === "back-in-stock") {
      await tx.query(
        `update list_members set unsubscribed_at = coalesce(unsubscribed_at, now())
          where list = 'back-in-stock' and mailbox = $1`,
        [normalMailbox(row.email)],
      );
    }
    return memberOf(row);
  });
}

/**
 * The confirmed waits of a size still open, oldest first, at most `limit` (all without one),
 * marked told: each is told once. Locked until the caller's transaction ends.
 */
export async function takeWaiters(tx: Db, productId: number, size: Size, limit: number | null): Promise<number[]> {
  const rows = await tx.query<{ id: string }>(
    `update list_members set notified_at = now()
      where id in (select id from list_members
                    where list = 'back-in-stock' and product_id = $1 and size = $2 and notified_at is null
                      and confirmed_at is not null and unsubscribed_at is null
                    order by created_at, id limit $3 for update skip locked)
     returning id`,
    [productId, size, limit],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** How many confirmed shoppers wait for each size of a product (sizes none waits for are absent). */
export async function waitingBySize(db: Db, productId: number): Promise<Partial<Record<Size, number>>> {
  const rows = await db.query<{ size: Size; waiting: number }>(
    `select size, count(*)::int as waiting from list_members
      where list = 'back-in-stock' and product_id = $1 and notified_at is null
        and confirmed_at is not null and unsubscribed_at is null
      group by size`,
    [productId],
  );
  return Object.fromEntries(rows.map((r) => [r.size, r.waiting]));
}

/** A confirmed wait still open: who asked for which size, and when. */
export interface OpenWait {
  size: Size;
  email: string;
  askedAt: Date;
}

const OPEN_WAIT = `list = 'back-in-stock' and notified_at is null and confirmed_at is not null and unsubscribed_at is null`;

/** The confirmed waits still open for a product, by size in the shop's order, oldest first. */
export async function openWaitsOf(db: Db, productId: number): Promise<OpenWait[]> {
  const rows = await db.query<{ size: Size; email: string; created_at: Date | string }>(
    `select size, email, created_at from list_members
      where ${OPEN_WAIT} and product_id = $1
      order by array_position($2::text[], size), created_at, id`,
    [productId, [...SIZES]],
  );
  return rows.map((r) => ({ size: r.size, email: r.email, askedAt: new Date(r.created_at) }));
}

/** How many confirmed shoppers wait for each product and size, most wanted first (at most `limit`). */
export async function mostWantedSizes(
  db: Db,
  limit: number,
): Promise<{ productId: number; size: Size; waiting: number }[]> {
  const rows = await db.query<{ product_id: number; size: Size; waiting: number }>(
    `select product_id, size, count(*)::int as waiting from list_members
      where ${OPEN_WAIT}
      group by product_id, size
      order by count(*) desc, product_id, array_position($1::text[], size) limit $2`,
    [[...SIZES], limit],
  );
  return rows.map((r) => ({ productId: Number(r.product_id), size: r.size, waiting: Number(r.waiting) }));
}

/** Asks for a sale's news (or stops asking, until it is queued). In the sale's save's transaction. */
export async function setAnnouncement(tx: Db, saleId: number, announce: boolean, actor: string): Promise<void> {
  if (announce) {
    await tx.query(
      "insert into sale_announcements (sale_id, asked_by) values ($1, $2) on conflict (sale_id) do nothing",
      [saleId, actor],
    );
  } else {
    await tx.query("delete from sale_announcements where sale_id = $1 and queued_at is null", [saleId]);
  }
}

/** A sale's news as asked: undefined when not asked; `queuedAt` once it went to the outbox. */
export async function announcementOf(db: Db, saleId: number): Promise<{ queuedAt: Date | null } | undefined> {
  const [row] = await db.query<{ queued_at: Date | string | null }>(
    "select queued_at from sale_announcements where sale_id = $1",
    [saleId],
  );
  return row && { queuedAt: row.queued_at === null ? null : new Date(row.queued_at) };
}

/**
 * Takes one sale whose news is due (asked, not queued, started by now and not ended), locked for
 * the caller's transaction and skipped by every other instance meanwhile; marks it queued.
 */
export async function takeDueAnnouncement(tx: Db, now: Date): Promise<number | undefined> {
  const [row] = await tx.query<{ sale_id: number }>(
    `update sale_announcements set queued_at = $1
      where sale_id = (select a.sale_id from sale_announcements a join sales s on s.id = a.sale_id
                        where a.queued_at is null and s.starts_at <= $1 and s.ends_at > $1
                        order by s.starts_at, a.sale_id limit 1 for update of a skip locked)
     returning sale_id`,
    [now],
  );
  return row?.sale_id;
}

/** Where an address stands on the news list: confirmed, asked and not confirmed yet, or left. */
export type NewsStanding = "confirmed" | "unconfirmed" | "left";

/** Every address of the news list (lower case) with where it stands. */
export async function newsStandings(db: Db): Promise<Map<string, NewsStanding>> {
  const rows = await db.query<{ email: string; confirmed: boolean; left: boolean }>(
    `select email, confirmed_at is not null as confirmed, unsubscribed_at is not null as left
       from list_members where list = 'news'`,
  );
  return new Map(rows.map((r) => [r.email, r.left ? "left" : r.confirmed ? "confirmed" : "unconfirmed"]));
}

/** Her lists: the news and back-in-stock waits of her mailbox she has not left (a wait done stays out), newest first. */
export async function listMembersOfMailbox(db: Db, mailbox: string): Promise<ListMember[]> {
  const rows = await db.query<MemberRow>(
    `select ${COLUMNS} from list_members
      where mailbox = $1 and unsubscribed_at is null and notified_at is null order by id desc limit 50`,
    [mailbox],
  );
  return rows.map(memberOf);
}

/**
 * A bounce or a complaint: every membership of the mailbox (its news and its waits) leaves, so no
 * list email goes to it again until it confirms anew. Returns how many were on.
 */
export async function suppressMailbox(db: Db, email: string): Promise<number> {
  const rows = await db.query(
    `update list_members set unsubscribed_at = now() where mailbox = $1 and unsubscribed_at is null returning id`,
    [normalMailbox(email)],
  );
  return rows.length;
}
