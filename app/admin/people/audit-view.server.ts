import { lagosCsvDateTime } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { actionWords } from "./action-words";
import { standingWords, type AuditLine } from "./audit-words";
import { auditEntries, auditOf, listPeople, type AuditEntry } from "./store/index.server";

/** The page shows this many of the newest; the CSV file more. */
const PAGE_ENTRIES = 200;
const FILE_ENTRIES = 50_000;

const line = (e: AuditEntry): AuditLine => ({
  at: lagosCsvDateTime(e.at),
  person: e.person,
  address: e.address,
  action: actionWords(e.action, e.groupName ?? ""),
  // A group's name is in the words already.
  subject: e.groupName ? "" : (e.subject ?? ""),
  before: standingWords(e.before),
  after: standingWords(e.after),
});

/** A person's id from the filter's field, or undefined for everyone. */
export const personFilter = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export async function auditView(db: Db, personId: number | undefined) {
  const [entries, people] = await Promise.all([auditEntries(db, { personId, limit: PAGE_ENTRIES }), listPeople(db)]);
  return {
    lines: entries.map(line),
    people: people.map((p) => ({ id: p.id, name: p.name ?? "The owner" })),
    personId: personId ?? null,
  };
}

export async function auditFileLines(db: Db, personId: number | undefined): Promise<AuditLine[]> {
  return (await auditEntries(db, { personId, limit: FILE_ENTRIES })).map(line);
}

/** Who did what to one order, for its page's history. */
export async function orderAuditLines(db: Db, reference: string): Promise<AuditLine[]> {
  return (await auditOf(db, reference)).map(line);
}
