import { createHash, randomBytes } from "node:crypto";
import { phoneDigits } from "~/features/bespoke";
import { readStoredMeasurements, type Measurements } from "~/features/measurements";
import type { Db } from "../../db/db.server";
import { queueAlert } from "../../outbox/store.server";
import { json } from "./json";

// The links that offer her kept measurements back on the bespoke form: by email, or from her
// signed-in page. Each token is stored only as a hash.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** How long a measurements link opens them. */
const LINK_HOURS = 24;
/** At most this many links for one shopper's measurements in an hour. */
const LINKS_PER_HOUR = 3;

/**
 * When measurements are kept under this email and phone, queues an email to that address with a
 * link that offers them back (its token stored only as a hash, good for a day); at most a few an
 * hour. Says nothing to the caller about whether any were kept: whoever typed the address learns
 * nothing from the answer.
 */
export async function sendMeasurementsLink(db: Db, email: string, phone: string, siteUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [kept] = await tx.query<{ id: string; email: string }>(
      "select id, email from kept_measurements where email = $1 and phone = $2 for update",
      [email.toLowerCase(), phoneDigits(phone)],
    );
    if (!kept) return;
    const [recent] = await tx.query<{ n: number }>(
      "select count(*)::int as n from measurement_links where kept_id = $1 and created_at > now() - interval '1 hour'",
      [kept.id],
    );
    if ((recent?.n ?? 0) >= LINKS_PER_HOUR) return;
    const token = randomBytes(16).toString("hex");
    const tokenHash = sha256(token);
    await tx.query(
      `insert into measurement_links (token_hash, kept_id, expires_at)
       values ($1, $2, now() + make_interval(hours => $3))`,
      [tokenHash, kept.id, LINK_HOURS],
    );
    const origin = siteUrl.replace(/\/+$/, "");
    await queueAlert(tx, `measurements-link:${tokenHash}`, "customer", {
      to_email: kept.email,
      to_name: "",
      reference: "",
      status: "your measurements",
      order_summary:
        "You asked for the measurements we keep for you. Open the link to start a bespoke request with them filled in.",
      total: "",
      order_url: `${origin}/bespoke?measurements=${token}`,
      note: `The link works for ${LINK_HOURS} hours. If you did not ask for it, you can ignore this email.`,
    });
  });
}

/** The kept measurements a link offers (with the email and phone they are kept under), while it is good. */
export async function measurementsFromLink(
  db: Db,
  token: string,
): Promise<{ email: string; phone: string; measurements: Measurements } | undefined> {
  const [row] = await db.query<{ email: string; phone: string; measurements: unknown }>(
    `select k.email, k.phone, k.measurements from measurement_links l join kept_measurements k on k.id = l.kept_id
      where l.token_hash = $1 and l.expires_at > now()`,
    [sha256(token)],
  );
  const measurements = row && readStoredMeasurements(json(row.measurements));
  return row && measurements ? { email: row.email, phone: row.phone, measurements } : undefined;
}

/**
 * A link token that offers her kept set `keptId` back on the bespoke form (stored as a hash, good
 * for a day), for her signed-in page: no email needed. Undefined when that set is not hers.
 */
export async function measurementsLinkFor(db: Db, keptId: number, email: string): Promise<string | undefined> {
  const token = randomBytes(16).toString("hex");
  const rows = await db.query(
    `insert into measurement_links (token_hash, kept_id, expires_at)
     select $1, id, now() + make_interval(hours => $3) from kept_measurements where id = $2 and email = $4
     returning kept_id`,
    [sha256(token), keptId, LINK_HOURS, email.trim().toLowerCase()],
  );
  return rows.length > 0 ? token : undefined;
}

/** Whether a link's token is still good for the kept set `keptId` (so the form may replace it). */
export async function linkOpens(tx: Db, token: string, keptId: string): Promise<boolean> {
  const rows = await tx.query(
    "select 1 from measurement_links where token_hash = $1 and kept_id = $2 and expires_at > now()",
    [sha256(token), keptId],
  );
  return rows.length > 0;
}
