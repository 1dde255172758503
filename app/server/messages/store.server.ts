import type { Message } from "~/features/messages/schema";
import type { Db } from "../db/db.server";
import { lagosToday } from "~/lib/lagos-clock";
import { countIntoAlert } from "../outbox/counted-alert.server";
import { queueMessageRelay, queueMessageRelayAgain } from "../outbox/store.server";
import { signUpsAlert, signUpsDue } from "./sign-ups-alert.server";
import { signUpForNews } from "../lists/lists.server";
import { newsStandings, type NewsStanding } from "../lists/store.server";

/**
 * Keeps a message and queues what tells the owner, in one transaction: a contact message's own
 * relay (once this returns, the outbox will deliver it); a newsletter or pop-up sign-up is counted
 * into the day's one email to her, sent the next morning (`signUpsAlert`), joins the news list,
 * unconfirmed, and is sent its confirmation email (it counts once confirmed).
 */
export async function storeMessage(db: Db, message: Message, clientAddress: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into messages (kind, from_name, from_email, from_phone, message, client_address)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        message.kind,
        "from_name" in message ? message.from_name : null,
        message.from_email,
        message.kind === "contact" ? (message.from_phone ?? null) : null,
        message.kind === "contact" ? message.message : null,
        clientAddress,
      ],
    );
    if (!row) throw new Error("The message was not stored");
    if (message.kind === "contact") await queueMessageRelay(tx, Number(row.id));
    else {
      const day = lagosToday();
      await countIntoAlert(tx, `sign-ups:${day}`, "messages", (count) => signUpsAlert(day, count), signUpsDue(day));
      await signUpForNews(tx, message.from_email, "from_name" in message ? message.from_name : null);
    }
    return Number(row.id);
  });
}

/**
 * Her data deleted: the messages she sent from this email keep what she wrote, to the shop, but
 * no longer her name (`name` in its place), phone or IP address. Returns how many.
 */
export async function eraseMessagesOfEmail(tx: Db, email: string, name: string): Promise<number> {
  const rows = await tx.query(
    `update messages set from_name = case when from_name is null then null else $2 end, from_phone = null,
            client_address = null
      where lower(from_email) = lower($1) returning id`,
    [email.trim(), name],
  );
  return rows.length;
}

/** A message as kept, as its email is written from it. */
export type StoredMessage = {
  kind: "contact" | "newsletter" | "signup";
  from_name: string | null;
  from_email: string;
  from_phone: string | null;
  message: string | null;
};

/** One kept message by its number; undefined when there is none. */
export async function findMessage(db: Db, messageId: number): Promise<StoredMessage | undefined> {
  const [row] = await db.query<StoredMessage>(
    "select kind, from_name, from_email, from_phone, message from messages where id = $1",
    [messageId],
  );
  return row;
}

/**
 * Queues a contact message's relay again, due now: after EmailJS lost it, or the owner wants it in
 * her inbox once more. False when there is no such contact message.
 */
export async function relayAgain(db: Db, messageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query("select id from messages where id = $1 and kind = 'contact'", [messageId]);
    if (!row) return false;
    await queueMessageRelayAgain(tx, messageId);
    return true;
  });
}

export interface ContactMessage {
  id: number;
  receivedAt: Date;
  name: string | null;
  email: string;
  phone: string | null;
  message: string;
  relay: { status: "pending" | "sent"; attempts: number; lastError: string | null; sentAt: Date | null };
}

export interface Subscriber {
  email: string;
  name: string | null;
  firstAt: Date;
  sources: ("newsletter" | "signup")[];
  /** Where she stands on the news list; undefined when she signed up before confirmations were asked. */
  standing?: NewsStanding;
}

export const PAGE_SIZE = 25;

/** Contact messages, newest first, a page at a time, with how far their relay to the owner's email got. */
export async function contactMessages(db: Db, page: number): Promise<{ messages: ContactMessage[]; total: number }> {
  const rows = await db.query<{
    id: string;
    created_at: Date;
    from_name: string | null;
    from_email: string;
    from_phone: string | null;
    message: string | null;
    status: "pending" | "sent" | null;
    attempts: number | null;
    last_error: string | null;
    sent_at: Date | null;
    total: number;
  }>(
    `select m.id, m.created_at, m.from_name, m.from_email, m.from_phone, m.message,
            o.status, o.attempts, o.last_error, o.sent_at, count(*) over ()::int as total
       from messages m left join outbox o on o.message_id = m.id
      where m.kind = 'contact'
      order by m.created_at desc, m.id desc limit $1 offset $2`,
    [PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countContact(db) : 0);
  return {
    total,
    messages: rows.map((r) => ({
      id: Number(r.id),
      receivedAt: r.created_at,
      name: r.from_name,
      email: r.from_email,
      phone: r.from_phone,
      message: r.message ?? "",
      relay: { status: r.status ?? "pending", attempts: r.attempts ?? 0, lastError: r.last_error, sentAt: r.sent_at },
    })),
  };
}

async function countContact(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>("select count(*)::int as n from messages where kind = 'contact'");
  return row?.n ?? 0;
}

/**
 * Everyone who signed up through the newsletter form or the pop-up: one row per email (letter
 * case ignored), with the first time, every form it came through and where she stands on the
 * news list, newest first.
 */
export async function subscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.query<{ email: string; name: string | null; first_at: Date; sources: string[] | string }>(
    `select min(from_email) as email,
            (array_agg(from_name order by created_at) filter (where from_name is not null))[1] as name,
            min(created_at) as first_at,
            array_agg(distinct kind order by kind) as sources
       from messages where kind in ('newsletter', 'signup')
      group by lower(from_email)
      order by min(created_at) desc`,
  );
  const standings = await newsStandings(db);
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    firstAt: r.first_at,
    sources: (Array.isArray(r.sources)
      ? r.sources
      : r.sources.replace(/[{}]/g, "").split(",")) as Subscriber["sources"],
    standing: standings.get(r.email.toLowerCase()),
  }));
}
