import { isTheOwner } from "../roles";
import type { Db } from "~/server/db/db.server";

// Every statement on audit_entries (who did what).

export interface AuditInput {
  personId: number;
  address: string;
  action: string;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  at: Date;
  personId: number;
  person: string;
  address: string;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}

/** An aso-ebi group as an entry's subject (its name is read with the entries: groupOfSubject). */
export const groupSubject = (id: string) => `aso-ebi group ${id}`;
/** The group's id an entry's subject names, if it names one. */
export const groupOfSubject = (subject: string | null) => {
  const id = /^aso-ebi group (\d{1,15})$/.exec(subject ?? "")?.[1];
  return id ? Number(id) : undefined;
};

/** Records an entry; returns its id. */
export async function recordAudit(db: Db, e: AuditInput): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `insert into audit_entries (person_id, address, action, subject, before, after)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb) returning id`,
    [
      e.personId,
      e.address,
      e.action,
      e.subject ?? null,
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
    ],
  );
  return Number(row!.id);
}

/** An entry recorded before its form ran, which was then refused: it says so, and why. */
export async function markAuditRefused(db: Db, id: number, why: string): Promise<void> {
  await db.query("update audit_entries set action = action || ' refused: ' || $2 where id = $1", [id, why]);
}

type Row = {
  id: string | number;
  at: Date;
  person_id: string | number;
  person: string | null;
  role: string;
  address: string;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
};

const entry = (r: Row): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at),
  personId: Number(r.person_id),
  person: r.person ?? (isTheOwner(r) ? "The owner" : "Unnamed"),
  address: r.address,
  action: r.action,
  subject: r.subject,
  before: r.before,
  after: r.after,
});

/** The newest entries, of one person or everyone's, `limit` at most. */
export async function auditEntries(
  db: Db,
  { personId, limit }: { personId?: number; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db.query<Row>(
    `select a.id, a.at, a.person_id, p.name as person, p.role, a.address, a.action, a.subject, a.before, a.after
       from audit_entries a join people p on p.id = a.person_id
      where ($1::bigint is null or a.person_id = $1)
      order by a.at desc, a.id desc limit $2`,
    [personId ?? null, limit],
  );
  return rows.map(entry);
}

/** What people did to one order (its reference the subject), oldest first. */
export async function auditOf(db: Db, subject: string): Promise<AuditEntry[]> {
  const rows = await db.query<Row>(
    `select a.id, a.at, a.person_id, p.name as person, p.role, a.address, a.action, a.subject, a.before, a.after
       from audit_entries a join people p on p.id = a.person_id
      where a.subject = $1 order by a.at, a.id`,
    [subject],
  );
  return rows.map(entry);
}
