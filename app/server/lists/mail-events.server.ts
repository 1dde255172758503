// Every statement on list_mail_events: the bulk-mail service's events, kept once each by its id.
import type { Db } from "../db/db.server";

export type MailEventKind = "delivered" | "bounced" | "complained" | "unsubscribed";

/** Keeps one event; false when its id was kept before (the webhook repeated it). */
export async function keepMailEvent(
  db: Db,
  event: { id: string; kind: MailEventKind; campaign: string; outboxId: number | null },
): Promise<boolean> {
  const rows = await db.query(
    `insert into list_mail_events (event_id, campaign, outbox_id, kind) values ($1, $2, $3, $4)
     on conflict (event_id) do nothing returning event_id`,
    [event.id, event.campaign, event.outboxId, event.kind],
  );
  return rows.length > 0;
}

/** A campaign's events by kind. */
export async function campaignEvents(db: Db, campaign: string): Promise<Record<MailEventKind, number>> {
  const rows = await db.query<{ kind: MailEventKind; n: number }>(
    "select kind, count(*)::int as n from list_mail_events where campaign = $1 group by kind",
    [campaign],
  );
  const counts: Record<MailEventKind, number> = { delivered: 0, bounced: 0, complained: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
}
