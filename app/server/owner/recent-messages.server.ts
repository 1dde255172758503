import type { Db } from "../db/db.server";

export interface MessageRecord {
  id: number;
  kind: "contact" | "newsletter" | "signup";
  fromName: string | null;
  fromEmail: string;
  fromPhone: string | null;
  message: string | null;
  createdAt: Date;
  relay: { status: "pending" | "sent"; attempts: number; lastError: string | null; sentAt: Date | null };
}

/** The newest messages first, with how far their relay to the owner's email has got. */
export async function recentMessages(db: Db, limit = 100): Promise<MessageRecord[]> {
  const rows = await db.query<{
    id: string;
    kind: MessageRecord["kind"];
    from_name: string | null;
    from_email: string;
    from_phone: string | null;
    message: string | null;
    created_at: Date;
    status: "pending" | "sent" | null;
    attempts: number | null;
    last_error: string | null;
    sent_at: Date | null;
  }>(
    `select m.id, m.kind, m.from_name, m.from_email, m.from_phone, m.message, m.created_at,
            o.status, o.attempts, o.last_error, o.sent_at
       from messages m left join outbox o on o.message_id = m.id
      order by m.created_at desc, m.id desc limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    fromName: r.from_name,
    fromEmail: r.from_email,
    fromPhone: r.from_phone,
    message: r.message,
    createdAt: r.created_at,
    relay: { status: r.status ?? "pending", attempts: r.attempts ?? 0, lastError: r.last_error, sentAt: r.sent_at },
  }));
}
