import { randomBytes } from "node:crypto";
import { referenceFrom, type BespokeRequestInput } from "~/features/bespoke";
import {
  formatMeasurement,
  MEASUREMENT_POINTS,
  readStoredMeasurements,
  type Measurements,
} from "~/features/measurements";
import type { Db } from "../../db/db.server";
import { queueAlert } from "../../outbox/store.server";
import { lockHash } from "../../photos/store/index.server";
import { eraseKeptMeasurementsOfEmail, keepIfHers } from "./kept-measurements.server";
import { json } from "./json";

// The bespoke requests and their reference photos (026-bespoke-requests.sql), each with its copy
// of the measurements as sent. The measurements kept with her consent are in
// kept-measurements.server.ts, the links that offer them back in measurement-links.server.ts.

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

const day = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

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

/** A request as the lists show it. */
const listItem = (r: RequestRow): BespokeListItem => ({
  reference: r.reference,
  name: r.name,
  piece: r.piece,
  occasion: r.occasion,
  eventDate: day(r.event_date),
  express: r.express,
  status: r.status,
  createdAt: r.created_at,
});

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
    requests: rows.map(listItem),
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
  return rows.map((r) => ({ ...listItem(r), viewKey: r.view_key }));
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
  return { requests: requests.length, kept: await eraseKeptMeasurementsOfEmail(tx, email) };
}
