import { lagosCsvDateTime } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { actionWords } from "./action-words";
import { standingWords, type AuditLine } from "./audit-words";
import { groupNames } from "~/server/aso-ebi/owner-store.server";
import { auditEntries, auditOf, groupOfSubject, listPeople, type AuditEntry } from "./store/index.server";

/** The page shows this many of the newest; the CSV file more. */
const PAGE_ENTRIES = 200;
const FILE_ENTRIES = 50_000;

/** The entries as lines, each aso-ebi group named (its name is in the words, not the subject). */
async function linesOf(db: Db, entries: readonly AuditEntry[]): Promise<AuditLine[]> {
  const ids = [...new Set(entries.flatMap((e) => groupOfSubject(e.subject) ?? []))];
  const names = await groupNames(db, ids);
  return entries.map((e) => {
    const group = names.get(groupOfSubject(e.subject) ?? 0);
    return {
      at: lagosCsvDateTime(e.at),
      person: e.person,
      address: e.address,
      action: actionWords(e.action, group),
      subject: group ? "" : (e.subject ?? ""),
      before: standingWords(e.before),
      after: standingWords(e.after),
    };
  });
}

/** A person's id from the filter's field, or undefined for everyone. */
export const personFilter = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export async function auditView(db: Db, personId: number | undefined) {
  const [entries, people] = await Promise.all([auditEntries(db, { personId, limit: PAGE_ENTRIES }), listPeople(db)]);
  return {
    lines: await linesOf(db, entries),
    people: people.map((p) => ({ id: p.id, name: p.name ?? "The owner" })),
    personId: personId ?? null,
  };
}

export async function auditFileLines(db: Db, personId: number | undefined): Promise<AuditLine[]> {
  return linesOf(db, await auditEntries(db, { personId, limit: FILE_ENTRIES }));
}

/** Who did what to one order, for its page's history. */
export async function orderAuditLines(db: Db, reference: string): Promise<AuditLine[]> {
  return linesOf(db, await auditOf(db, reference));
}
