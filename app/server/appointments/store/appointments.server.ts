import type { Db } from "../../db/db.server";

export type AppointmentStatus = "held" | "booked" | "unseated" | "lapsed" | "cancelled";

/** A booked (or held, or ended) appointment, with its type's name and cut-off. */
export interface Appointment {
  id: number;
  key: string;
  typeId: number;
  typeName: string;
  cutoffHours: number;
  startsAt: Date;
  endsAt: Date;
  seat: number;
  status: AppointmentStatus;
  holdUntil: Date | null;
  name: string;
  email: string;
  phone: string;
  forOrder: string | null;
  fee: number;
  feeOrder: string | null;
  feeOutcome: "refund" | "credit" | "kept" | null;
  bookedAt: Date;
  /** The IANA zone she booked in (Africa/Lagos when she gave none). */
  zone: string;
}

type Row = Record<string, unknown>;
const SELECT = `select a.id, a.manage_key, a.type_id, t.name as type_name, t.cutoff_hours, a.starts_at, a.ends_at,
  a.seat, a.status, a.hold_until, a.name, a.email, a.phone, a.for_order, a.fee, a.fee_order, a.fee_outcome, a.booked_at,
  a.her_zone
  from appointments a join appointment_types t on t.id = a.type_id`;
const date = (v: unknown) => new Date(v as string);
const of = (r: Row): Appointment => ({
  id: Number(r.id),
  key: String(r.manage_key),
  typeId: Number(r.type_id),
  typeName: String(r.type_name),
  cutoffHours: Number(r.cutoff_hours),
  startsAt: date(r.starts_at),
  endsAt: date(r.ends_at),
  seat: Number(r.seat),
  status: r.status as AppointmentStatus,
  holdUntil: r.hold_until ? date(r.hold_until) : null,
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  forOrder: (r.for_order as string | null) ?? null,
  fee: Number(r.fee),
  feeOrder: (r.fee_order as string | null) ?? null,
  feeOutcome: (r.fee_outcome as Appointment["feeOutcome"]) ?? null,
  bookedAt: date(r.booked_at),
  zone: String(r.her_zone),
});

/** Seats of a type taken (booked, or held and not lapsed at `now`) from `from` on, by start. */
export async function seatsTaken(db: Db, typeId: number, from: Date, now: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ starts_at: string; n: number }>(
    `select starts_at, count(*)::int as n from appointments
      where type_id = $1 and starts_at >= $2 and (status = 'booked' or (status = 'held' and hold_until > $3))
      group by starts_at`,
    [typeId, from, now],
  );
  return new Map(rows.map((r) => [date(r.starts_at).getTime(), Number(r.n)]));
}

/**
 * Under the type's lock: lets go of the seats at one start whose hold lapsed unpaid (they may be
 * taken again), then returns the seat numbers still held or booked there.
 */
export async function seatsAt(tx: Db, typeId: number, startsAt: Date, now: Date): Promise<number[]> {
  await tx.query(
    `update appointments set status = 'lapsed', hold_until = null
      where type_id = $1 and starts_at = $2 and status = 'held' and hold_until <= $3`,
    [typeId, startsAt, now],
  );
  const rows = await tx.query<{ seat: number }>(
    "select seat from appointments where type_id = $1 and starts_at = $2 and status in ('held', 'booked') order by seat",
    [typeId, startsAt],
  );
  return rows.map((r) => Number(r.seat));
}

export interface NewAppointment {
  key: string;
  typeId: number;
  startsAt: Date;
  endsAt: Date;
  seat: number;
  holdUntil: Date | null;
  name: string;
  email: string;
  phone: string;
  forOrder: string;
  fee: number;
  feeOrder: string | null;
  zone: string;
}

/** Stores a seat, held (until `holdUntil`) or booked; its id. */
export async function insertAppointment(tx: Db, a: NewAppointment): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into appointments (manage_key, type_id, starts_at, ends_at, seat, status, hold_until, name, email, phone,
       for_order, fee, fee_order, her_zone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, nullif($11, ''), $12, $13, $14) returning id`,
    [
      a.key,
      a.typeId,
      a.startsAt,
      a.endsAt,
      a.seat,
      a.holdUntil ? "held" : "booked",
      a.holdUntil,
      a.name,
      a.email,
      a.phone,
      a.forOrder,
      a.fee,
      a.feeOrder,
      a.zone,
    ],
  );
  return Number(row!.id);
}

/** An appointment by its page's key. */
export async function findByKey(db: Db, key: string): Promise<Appointment | undefined> {
  if (!/^[0-9a-f]{32}$/.test(key)) return undefined;
  const [row] = await db.query(`${SELECT} where a.manage_key = $1`, [key]);
  return row && of(row);
}

/** The appointment whose fee an order is. */
export async function findByFeeOrder(db: Db, reference: string): Promise<Appointment | undefined> {
  const [row] = await db.query(`${SELECT} where a.fee_order = $1`, [reference]);
  return row && of(row);
}

/** An appointment under its row lock. */
export async function lockAppointment(tx: Db, id: number): Promise<Appointment | undefined> {
  const [row] = await tx.query(`${SELECT} where a.id = $1 for update of a`, [id]);
  return row && of(row);
}

/** Moves an appointment to a state (and a seat, a start); a hold's end only while held. */
export async function setAppointment(
  tx: Db,
  id: number,
  change: {
    status: AppointmentStatus;
    seat?: number;
    startsAt?: Date;
    endsAt?: Date;
    feeOutcome?: "refund" | "credit" | "kept";
  },
): Promise<void> {
  await tx.query(
    `update appointments set status = $2, seat = coalesce($3, seat), starts_at = coalesce($4, starts_at),
       ends_at = coalesce($5, ends_at), fee_outcome = coalesce($6, fee_outcome),
       hold_until = case when $2 = 'held' then hold_until end,
       cancelled_at = case when $2 = 'cancelled' then now() end
     where id = $1`,
    [id, change.status, change.seat ?? null, change.startsAt ?? null, change.endsAt ?? null, change.feeOutcome ?? null],
  );
}

/** Appointments (booked, held or waiting for a new time) starting between two instants, in order. */
export async function appointmentsBetween(db: Db, from: Date, to: Date): Promise<Appointment[]> {
  const rows = await db.query(
    `${SELECT} where a.starts_at >= $1 and a.starts_at < $2 and a.status in ('held', 'booked', 'unseated')
      order by a.starts_at, t.name, a.seat`,
    [from, to],
  );
  return rows.map(of);
}

/** Booked appointments starting between two instants, for the reminders. */
export async function bookedBetween(db: Db, from: Date, to: Date): Promise<Appointment[]> {
  const rows = await db.query(`${SELECT} where a.status = 'booked' and a.starts_at > $1 and a.starts_at <= $2`, [
    from,
    to,
  ]);
  return rows.map(of);
}

/** An order's appointments: those booked for it still on, and the one its fee pays for whatever its end (cancelled, lapsed), in order. */
export async function appointmentsOfOrder(db: Db, reference: string): Promise<Appointment[]> {
  const rows = await db.query(
    `${SELECT} where (a.for_order = $1 and a.status in ('held', 'booked', 'unseated')) or a.fee_order = $1
      order by a.starts_at`,
    [reference],
  );
  return rows.map(of);
}

/** Her appointments still to come or on (booked, held, waiting for a new time) under her email, letter case ignored, in order. */
export async function appointmentsOfEmail(db: Db, email: string, now: Date): Promise<Appointment[]> {
  const rows = await db.query(
    `${SELECT} where lower(a.email) = lower($1) and a.ends_at > $2 and a.status in ('held', 'booked', 'unseated')
      order by a.starts_at limit 20`,
    [email.trim(), now],
  );
  return rows.map(of);
}

/** "Delete my data": her appointments keep their times and fees, lose her name and phone; returns each one's id and the phone it had. */
export async function eraseAppointmentsOfEmail(
  tx: Db,
  email: string,
  name: string,
): Promise<{ id: number; phone: string }[]> {
  const rows = await tx.query<{ id: string; phone: string }>(
    `with hers as (select id, phone from appointments where lower(email) = lower($1) for update)
     update appointments a set name = $2, phone = '(deleted)' from hers where a.id = hers.id returning a.id, hers.phone`,
    [email.trim(), name],
  );
  return rows.map((r) => ({ id: Number(r.id), phone: r.phone }));
}
