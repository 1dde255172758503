import { createHash, randomBytes } from "node:crypto";
import { referenceFrom, phoneDigits, type BespokeRequestInput } from "~/features/bespoke";
import {
  formatMeasurement,
  MEASUREMENT_POINTS,
  measurementChanges,
  readStoredMeasurements,
  type Measurements,
} from "~/features/measurements";
import type { Db } from "../db/db.server";
import { queueAlert } from "../outbox/store.server";
import { lockHash } from "../photos/store/index.server";

// The bespoke requests' tables (026-bespoke-requests.sql): the requests with their copy of the
// measurements, their reference photos, the measurements kept with a shopper's consent and their
// history, and the links that offer those back by email. Every statement on them is here.

/** A reference photo as cleaned: its content hash and size. */
interface BespokePhoto {
  position: number;
  hash: string;
  width: number;
  height: number;
}

/** A bespoke request as kept, with the copy of its measurements as they were when she sent it. */
export interface BespokeRequest extends BespokeRequestInput {
  reference: string;
  /** The key of her private page. */
  viewKey: string;
  status: "new" | "quoted" | "closed";
  createdAt: Date;
  photos: BespokePhoto[];
}

type RequestRow = {
  id: string;
  reference: string;
  view_key: string;
  piece: string;
  occasion: string;
  event_date: string | Date;
  express: boolean;
  name: string;
  email: string;
  phone: string;
  measurements: unknown;
  keep_measurements: boolean;
  status: BespokeRequest["status"];
  created_at: Date;
};

const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v);
const day = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function toRequest(row: RequestRow, photos: BespokePhoto[]): BespokeRequest {
  return {
    reference: row.reference,
    viewKey: row.view_key,
    piece: row.piece,
    occasion: row.occasion,
    eventDate: day(row.event_date),
    express: row.express,
    name: row.name,
    email: row.email,
    phone: row.phone,
    measurements: readStoredMeasurements(json(row.measurements)) ?? { unit: "cm", values: {} },
    keepMeasurements: row.keep_measurements,
    status: row.status,
    createdAt: row.created_at,
    photos,
  };
}

/** Measurements in words, one point a line: for emails. */
function measurementLines(m: Measurements): string {
  return MEASUREMENT_POINTS.filter((p) => m.values[p.point] !== undefined)
    .map((p) => `${p.label}: ${formatMeasurement(m.values[p.point]!, m.unit)}`)
    .join("\n");
}

export interface NewBespokeRequest extends BespokeRequestInput {
  photos: Omit<BespokePhoto, "position">[];
  clientAddress: string;
}

/**
 * Keeps a bespoke request in one transaction: the request with its copy of the measurements, its
 * photos' rows, her kept measurements when she consented (with a history line), and the owner's
 * email in the outbox. `placeFiles` runs inside the transaction (the photos' files put in place),
 * so a request is stored whole or not at all. Returns its reference and her page's key.
 */
export async function storeBespokeRequest(
  db: Db,
  request: NewBespokeRequest,
  siteUrl: string,
  placeFiles: () => Promise<void> = async () => {},
): Promise<{ reference: string; viewKey: string }> {
  return db.transaction(async (tx) => {
    const reference = referenceFrom(randomBytes(8));
    const [row] = await tx.query<{ id: string; view_key: string }>(
      `insert into bespoke_requests
         (reference, piece, occasion, event_date, express, name, email, phone, measurements, keep_measurements, client_address)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) returning id, view_key`,
      [
        reference,
        request.piece,
        request.occasion,
        request.eventDate,
        request.express,
        request.name,
        request.email,
        request.phone,
        JSON.stringify(request.measurements),
        request.keepMeasurements,
        request.clientAddress,
      ],
    );
    if (!row) throw new Error("The bespoke request was not stored");
    // Under the files' locks (in one order): a product's photo of the same bytes removed meanwhile sees these rows.
    for (const hash of [...new Set(request.photos.map((p) => p.hash))].sort()) await lockHash(tx, hash);
    for (const [i, photo] of request.photos.entries()) {
      await tx.query(
        "insert into bespoke_photos (request_id, position, hash, width, height) values ($1, $2, $3, $4, $5)",
        [row.id, i + 1, photo.hash, photo.width, photo.height],
      );
    }
    const kept = request.keepMeasurements
      ? await keepIfHers(tx, request, `shopper (request ${reference})`)
      : "not asked";
    const origin = siteUrl.replace(/\/+$/, "");
    await queueAlert(tx, `bespoke-request:${reference}`, "order", {
      reference,
      status: "bespoke request",
      customer_name: request.name,
      customer_email: request.email,
      customer_phone: request.phone,
      address: "",
      state: "",
      country: "",
      comments: `Occasion: ${request.occasion}\nEvent date: ${request.eventDate}${request.express ? " (express production asked)" : ""}`,
      order_summary: `${request.piece}\n\nMeasurements (${request.measurements.unit}):\n${measurementLines(request.measurements)}\n\nReference photos: ${request.photos.length}`,
      total: "",
      order_url: `${origin}/admin/bespoke/${reference}`,
      note: KEPT_NOTES[kept],
    });
    await placeFiles();
    return { reference, viewKey: row.view_key };
  });
}

/** The owner's word on what became of a request's measurements. */
const KEPT_NOTES = {
  "not asked": "",
  kept: "She asked us to keep her measurements for next time.",
  "not replaced":
    "She asked us to keep these measurements, but others are kept under this email and phone and the form was not opened from her emailed link: the kept ones were not replaced. Correct them on the bespoke page if she confirms.",
} as const;

/**
 * Keeps a request's measurements when she asked: new ones under her email and phone, or in place
 * of those kept only when the form came from her emailed link to them (its token, still good, for
 * that same email and phone). Knowing her email and phone replaces nothing.
 */
async function keepIfHers(tx: Db, request: NewBespokeRequest, actor: string): Promise<"kept" | "not replaced"> {
  const [existing] = await tx.query<{ id: string }>(
    "select id from kept_measurements where email = $1 and phone = $2 for update",
    [request.email.toLowerCase(), phoneDigits(request.phone)],
  );
  if (existing) {
    const [link] = request.measurementsLink
      ? await tx.query(
          "select 1 from measurement_links where token_hash = $1 and kept_id = $2 and expires_at > now()",
          [sha256(request.measurementsLink), existing.id],
        )
      : [];
    if (!link) return "not replaced";
  }
  await keepMeasurements(tx, request.email, request.phone, request.measurements, actor);
  return "kept";
}

/** Keeps (or replaces) her measurements under her email and phone, with a history line. */
async function keepMeasurements(tx: Db, email: string, phone: string, m: Measurements, actor: string): Promise<number> {
  const [before] = await tx.query<{ id: string; measurements: unknown }>(
    "select id, measurements from kept_measurements where email = $1 and phone = $2 for update",
    [email.toLowerCase(), phoneDigits(phone)],
  );
  const [kept] = await tx.query<{ id: string }>(
    `insert into kept_measurements (email, phone, measurements) values ($1, $2, $3::jsonb)
     on conflict (email, phone) do update set measurements = excluded.measurements, updated_at = now()
     returning id`,
    [email.toLowerCase(), phoneDigits(phone), JSON.stringify(m)],
  );
  if (!kept) throw new Error("The measurements were not kept");
  await tx.query(
    "insert into kept_measurement_changes (kept_id, actor, before, after) values ($1, $2, $3::jsonb, $4::jsonb)",
    [kept.id, actor, before ? JSON.stringify(json(before.measurements)) : null, JSON.stringify(m)],
  );
  return Number(kept.id);
}

async function photosOf(db: Db, requestId: string): Promise<BespokePhoto[]> {
  const rows = await db.query<{ position: number; hash: string; width: number; height: number }>(
    "select position, hash, width, height from bespoke_photos where request_id = $1 order by position",
    [requestId],
  );
  return rows.map((r) => ({ position: r.position, hash: r.hash, width: r.width, height: r.height }));
}

const REQUEST_COLUMNS = `id, reference, view_key, piece, occasion, event_date::text as event_date, express, name, email,
  phone, measurements, keep_measurements, status, created_at`;

/**
 * One bespoke request by its reference, with the copy of its measurements as they were when she
 * sent it (a later change of her kept measurements never rewrites it) and its photos; undefined
 * when there is none.
 */
export async function getBespokeRequest(db: Db, reference: string): Promise<BespokeRequest | undefined> {
  const [row] = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from bespoke_requests where reference = $1`, [
    reference,
  ]);
  return row && toRequest(row, await photosOf(db, row.id));
}

/** A new request the owner has made a quote from is marked quoted (in the quote's transaction). */
export async function markBespokeQuoted(tx: Db, reference: string): Promise<void> {
  await tx.query("update bespoke_requests set status = 'quoted' where reference = $1 and status = 'new'", [reference]);
}

/** Her request, only when `key` is its page's own key. */
export async function shopperBespokeRequest(
  db: Db,
  reference: string,
  key: string,
): Promise<BespokeRequest | undefined> {
  const found = await getBespokeRequest(db, reference);
  return found && found.viewKey === key ? found : undefined;
}

export interface BespokeListItem {
  reference: string;
  name: string;
  piece: string;
  occasion: string;
  eventDate: string;
  express: boolean;
  status: BespokeRequest["status"];
  createdAt: Date;
}

export const BESPOKE_PAGE_SIZE = 25;

/** The requests, newest first, a page at a time. */
export async function listBespokeRequests(
  db: Db,
  page: number,
): Promise<{ requests: BespokeListItem[]; total: number }> {
  const rows = await db.query<RequestRow & { total: number }>(
    `select ${REQUEST_COLUMNS}, count(*) over ()::int as total from bespoke_requests
      order by created_at desc, id desc limit $1 offset $2`,
    [BESPOKE_PAGE_SIZE, (page - 1) * BESPOKE_PAGE_SIZE],
  );
  return {
    total: rows[0]?.total ?? 0,
    requests: rows.map((r) => ({
      reference: r.reference,
      name: r.name,
      piece: r.piece,
      occasion: r.occasion,
      eventDate: day(r.event_date),
      express: r.express,
      status: r.status,
      createdAt: r.created_at,
    })),
  };
}

/** Her requests (by her email, letter case ignored), newest first, with the key of each one's private page. */
export async function bespokeRequestsOfEmail(
  db: Db,
  email: string,
): Promise<(BespokeListItem & { viewKey: string })[]> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from bespoke_requests where lower(email) = lower($1)
      order by created_at desc, id desc limit 30`,
    [email.trim()],
  );
  return rows.map((r) => ({
    reference: r.reference,
    viewKey: r.view_key,
    name: r.name,
    piece: r.piece,
    occasion: r.occasion,
    eventDate: day(r.event_date),
    express: r.express,
    status: r.status,
    createdAt: r.created_at,
  }));
}

export interface KeptMeasurements {
  id: number;
  email: string;
  phone: string;
  measurements: Measurements;
  updatedAt: Date;
  history: { actor: string; at: Date; changes: ReturnType<typeof measurementChanges> }[];
}

/** Her kept measurements (by email, letter case ignored, and phone digits) with their history, newest change first. */
export async function keptMeasurementsOf(db: Db, email: string, phone: string): Promise<KeptMeasurements | undefined> {
  const [row] = await db.query<{ id: string; email: string; phone: string; measurements: unknown; updated_at: Date }>(
    "select id, email, phone, measurements, updated_at from kept_measurements where email = $1 and phone = $2",
    [email.toLowerCase(), phoneDigits(phone)],
  );
  if (!row) return undefined;
  const changes = await db.query<{ actor: string; before: unknown; after: unknown; changed_at: Date }>(
    "select actor, before, after, changed_at from kept_measurement_changes where kept_id = $1 order by id desc",
    [row.id],
  );
  return {
    id: Number(row.id),
    email: row.email,
    phone: row.phone,
    measurements: readStoredMeasurements(json(row.measurements)) ?? { unit: "cm", values: {} },
    updatedAt: row.updated_at,
    history: changes.map((c) => ({
      actor: c.actor,
      at: c.changed_at,
      changes: measurementChanges(
        readStoredMeasurements(json(c.before)),
        readStoredMeasurements(json(c.after)) ?? { unit: "cm", values: {} },
      ),
    })),
  };
}

/** Every set kept under her email (one per phone she gave), each with its history. */
export async function keptMeasurementsOfEmail(db: Db, email: string): Promise<KeptMeasurements[]> {
  const rows = await db.query<{ phone: string }>(
    "select phone from kept_measurements where email = $1 order by updated_at desc limit 5",
    [email.trim().toLowerCase()],
  );
  const kept = await Promise.all(rows.map((r) => keptMeasurementsOf(db, email.trim(), r.phone)));
  return kept.filter((k): k is KeptMeasurements => k !== undefined);
}

/** The owner corrects a shopper's kept measurements; the change is written to their history. False when none are kept. */
export async function correctKeptMeasurements(
  db: Db,
  keptId: number,
  measurements: Measurements,
  actor: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ email: string; phone: string }>(
      "select email, phone from kept_measurements where id = $1 for update",
      [keptId],
    );
    if (!row) return false;
    await keepMeasurements(tx, row.email, row.phone, measurements, actor);
    return true;
  });
}

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

/**
 * "Delete my data": her bespoke requests keep their piece, dates and status, lose her name, phone
 * and measurements; her kept measurements go with their history and links. Returns how many of each.
 */
export async function eraseBespokeOfEmail(
  tx: Db,
  email: string,
  name: string,
): Promise<{ requests: number; kept: number }> {
  const requests = await tx.query(
    `update bespoke_requests set name = $2, phone = '', measurements = '{"unit":"cm","values":{}}'::jsonb,
            client_address = null
      where lower(email) = lower($1) returning id`,
    [email.trim(), name],
  );
  const kept = await tx.query<{ id: string }>("select id from kept_measurements where lower(email) = lower($1)", [
    email.trim(),
  ]);
  const ids = kept.map((k) => k.id);
  if (ids.length > 0) {
    await tx.query("delete from measurement_links where kept_id = any($1::bigint[])", [ids]);
    await tx.query("delete from kept_measurement_changes where kept_id = any($1::bigint[])", [ids]);
    await tx.query("delete from kept_measurements where id = any($1::bigint[])", [ids]);
  }
  return { requests: requests.length, kept: ids.length };
}
