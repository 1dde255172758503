import type { AppointmentType, TypeFields } from "~/features/appointments/appointment-types";
import type { Db } from "../../db/db.server";

type TypeRow = {
  id: number;
  name: string;
  minutes: number;
  seats: number;
  buffer_minutes: number;
  fee: number;
  cutoff_hours: number;
  retired: boolean;
};

const COLUMNS = "id, name, minutes, seats, buffer_minutes, fee, cutoff_hours, retired";
const typeOf = (r: TypeRow): AppointmentType => ({
  id: Number(r.id),
  name: r.name,
  minutes: Number(r.minutes),
  seats: Number(r.seats),
  bufferMinutes: Number(r.buffer_minutes),
  fee: Number(r.fee),
  cutoffHours: Number(r.cutoff_hours),
  retired: r.retired,
});

/** The appointment types, offered ones first then by name; retired ones only when asked. */
export async function appointmentTypes(db: Db, { retired = false } = {}): Promise<AppointmentType[]> {
  const rows = await db.query<TypeRow>(
    `select ${COLUMNS} from appointment_types ${retired ? "" : "where not retired"} order by retired, id`,
  );
  return rows.map(typeOf);
}

/** One type, retired or not. */
export async function findType(db: Db, id: number): Promise<AppointmentType | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.query<TypeRow>(`select ${COLUMNS} from appointment_types where id = $1`, [id]);
  return row && typeOf(row);
}

/** One type under its row lock: every seat of the type is taken or given back under it. */
export async function lockType(tx: Db, id: number): Promise<AppointmentType | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await tx.query<TypeRow>(`select ${COLUMNS} from appointment_types where id = $1 for update`, [id]);
  return row && typeOf(row);
}

/** Whether another type has this name (names are unique, any case). */
export async function typeNameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  const rows = await db.query("select 1 from appointment_types where lower(name) = lower($1) and id <> $2", [
    name,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Adds a type; its id. */
export async function insertType(db: Db, t: TypeFields): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into appointment_types (name, minutes, seats, buffer_minutes, fee, cutoff_hours)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [t.name, t.minutes, t.seats, t.bufferMinutes, t.fee, t.cutoffHours],
  );
  return Number(row!.id);
}

/** Changes a type's facts and whether it is retired; false when there is no such type. */
export async function updateType(db: Db, id: number, t: TypeFields & { retired: boolean }): Promise<boolean> {
  const rows = await db.query(
    `update appointment_types set name = $2, minutes = $3, seats = $4, buffer_minutes = $5, fee = $6,
       cutoff_hours = $7, retired = $8 where id = $1 returning id`,
    [id, t.name, t.minutes, t.seats, t.bufferMinutes, t.fee, t.cutoffHours, t.retired],
  );
  return rows.length > 0;
}
