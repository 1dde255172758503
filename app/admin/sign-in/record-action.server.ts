import { addressBlock } from "~/server/base/address-block.server";
import type { Db } from "~/server/db/db.server";
import { CLIENT_ADDRESS_HEADER } from "../shared/admin-headers.server";
import { patternOf } from "../people/roles";
import { recordAudit, type Person } from "../people/store/index.server";

/**
 * The money forms: they record their own entry, with the order's account or the code's balance
 * before and after (money-audit.server.ts).
 */
const MONEY_FORMS = ["orders/:reference/credit", "orders/:reference/move", "orders/:reference/refund", "credit"];

/** The form's fields an entry names: which form and where to; never a password, a note or an amount typed. */
const NAMED_FIELDS = ["intent", "to", "role"];
/** Larger bodies (photos, price files) are not read twice: the entry names the address alone. */
const READ_LIMIT = 16 * 1024;

/** The request's address, as the host found it (set by adminHeaders), by its /64 for IPv6. */
export const requestAddress = (request: Request) =>
  addressBlock(request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined);

/** An order's or a request's reference in the address: what the action was on. */
const subjectOf = (pathname: string) => /\/(HZL-[0-9A-Z]+|BSP-[0-9A-Z]+)/i.exec(pathname)?.[1]?.toUpperCase() ?? null;

async function namedFields(request: Request): Promise<string> {
  const type = request.headers.get("Content-Type") ?? "";
  const length = Number(request.headers.get("Content-Length") ?? "NaN");
  if (!type.startsWith("application/x-www-form-urlencoded") || !(length <= READ_LIMIT)) return "";
  const fields = new URLSearchParams(await request.clone().text());
  return NAMED_FIELDS.flatMap((name) => {
    const value = fields.get(name);
    return value ? [`${name} ${value.slice(0, 40)}`] : [];
  }).join(", ");
}

/** One entry for what a person posted, before it runs: her, now, her address, the form and its subject. */
export async function recordAction(db: Db, request: Request, person: Person): Promise<void> {
  const { pathname } = new URL(request.url);
  const pattern = patternOf(pathname) ?? pathname;
  if (MONEY_FORMS.includes(pattern)) return;
  const fields = await namedFields(request);
  await recordAudit(db, {
    personId: person.id,
    address: requestAddress(request),
    action: `${pattern || "home"}${fields ? ` (${fields})` : ""}`,
    subject: subjectOf(pathname),
  });
}
