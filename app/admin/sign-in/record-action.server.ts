import { addressBlock } from "~/server/base/address-block.server";
import { BodyError, isFormType, readBodyText } from "~/server/base/read-body.server";
import type { Db } from "~/server/db/db.server";
import { CLIENT_ADDRESS_HEADER } from "../shared/admin-headers.server";
import { patternOf } from "../people/roles";
import { groupSubject, markAuditRefused, recordAudit, type Person } from "../people/store/index.server";

/**
 * The money forms: they record their own entry, with the order's account or the code's balance
 * before and after (money-audit.server.ts).
 */
const MONEY_FORMS = ["orders/:reference/credit", "orders/:reference/move", "orders/:reference/refund", "credit"];

/** The form's fields an entry names: which form and where to; never a password, a note or an amount typed. */
const NAMED_FIELDS = ["intent", "to", "role", "outcome"];
/** Larger bodies (photos, price files) are not read twice: the entry names the address alone. */
const READ_LIMIT = 16 * 1024;

/** The request's address, as the host found it (set by adminHeaders), by its /64 for IPv6. */
export const requestAddress = (request: Request) =>
  addressBlock(request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined);

/** An order's or a request's reference, or an aso-ebi group, in the address: what the action was on. */
function subjectOf(pathname: string): string | null {
  const group = /\/aso-ebi\/(\d{1,15})(?:\/|\.data$|$)/.exec(pathname)?.[1];
  if (group) return groupSubject(group);
  return /\/(HZL-[0-9A-Z]+|BSP-[0-9A-Z]+)/i.exec(pathname)?.[1]?.toUpperCase() ?? null;
}

/**
 * The named fields of a form, read from a copy of its body as the form's own reader reads it:
 * its type in any case, its length declared or not (a chunked body), up to READ_LIMIT.
 */
async function namedFields(request: Request): Promise<string> {
  if (request.method !== "POST" || !request.body || !isFormType(request)) return "";
  const copy = request.clone();
  let text: string;
  try {
    text = await readBodyText(copy, READ_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    // Too large, or broken: the copy's rest is dropped, so nothing more is kept for it (the form's
    // own reader still has all of it). Not awaited: a copy's cancel settles once the body ends.
    void copy.body?.cancel().catch(() => undefined);
    return "";
  }
  const fields = new URLSearchParams(text);
  return NAMED_FIELDS.flatMap((name) => {
    const value = fields.get(name);
    return value ? [`${name} ${value.slice(0, 40)}`] : [];
  }).join(", ");
}

/** The address as roles.ts names it. */
const patternOfRequest = (request: Request) => {
  const { pathname } = new URL(request.url);
  return patternOf(pathname) ?? pathname;
};

/** The entry's action: the form's address as roles.ts names it, and its named fields. */
async function actionOf(request: Request): Promise<{ action: string; subject: string | null }> {
  const fields = await namedFields(request);
  const action = `${patternOfRequest(request) || "home"}${fields ? ` (${fields})` : ""}`;
  return { action, subject: subjectOf(new URL(request.url).pathname) };
}

/**
 * One entry for what a person posted, before it runs: her, now, her address, the form and its
 * subject. Returns the entry's id (undefined for a money form, which records its own).
 */
export async function recordAction(db: Db, request: Request, person: Person): Promise<number | undefined> {
  if (MONEY_FORMS.includes(patternOfRequest(request))) return undefined;
  const { action, subject } = await actionOf(request);
  return recordAudit(db, { personId: person.id, address: requestAddress(request), action, subject });
}

/**
 * A refused attempt, in words (`why`, roles.ts's refusalEntry): the page or form she asked for and
 * why she could not. An attempt already recorded (`entry`) says it was refused; any other gets its entry.
 */
export async function recordRefusal(
  db: Db,
  request: Request,
  person: Person,
  why: string,
  entry?: number,
): Promise<void> {
  if (entry !== undefined) return markAuditRefused(db, entry, why);
  const { action, subject } = await actionOf(request);
  await recordAudit(db, {
    personId: person.id,
    address: requestAddress(request),
    action: `${action} refused: ${why}`,
    subject,
  });
}
