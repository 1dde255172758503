import { phoneDigits, type BespokeRequestInput } from "~/features/bespoke";
import { measurementChanges, readStoredMeasurements, type Measurements } from "~/features/measurements";
import type { Db } from "../../db/db.server";
import { json } from "./json";
import { linkOpens } from "./measurement-links.server";

// The measurements a shopper asked us to keep (under her email and phone digits) and their
// history of changes (026-bespoke-requests.sql).

type KeptRequest = Pick<BespokeRequestInput, "email" | "phone" | "measurements" | "measurementsLink">;

/**
 * Keeps a request's measurements when she asked: new ones under her email and phone, or in place
 * of those kept only when the form came from her emailed link to them (its token, still good, for
 * that same email and phone). Knowing her email and phone replaces nothing.
 */
export async function keepIfHers(tx: Db, request: KeptRequest, actor: string): Promise<"kept" | "not replaced"> {
  const [existing] = await tx.query<{ id: string }>(
    "select id from kept_measurements where email = $1 and phone = $2 for update",
    [request.email.toLowerCase(), phoneDigits(request.phone)],
  );
  if (existing) {
    const opened = request.measurementsLink && (await linkOpens(tx, request.measurementsLink, existing.id));
    if (!opened) return "not replaced";
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

/** "Delete my data": her kept measurements go, with their history and the links to them. Returns how many sets. */
export async function eraseKeptMeasurementsOfEmail(tx: Db, email: string): Promise<number> {
  const kept = await tx.query<{ id: string }>("select id from kept_measurements where lower(email) = lower($1)", [
    email.trim(),
  ]);
  const ids = kept.map((k) => k.id);
  if (ids.length > 0) {
    await tx.query("delete from measurement_links where kept_id = any($1::bigint[])", [ids]);
    await tx.query("delete from kept_measurement_changes where kept_id = any($1::bigint[])", [ids]);
    await tx.query("delete from kept_measurements where id = any($1::bigint[])", [ids]);
  }
  return ids.length;
}
