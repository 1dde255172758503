// Aso-ebi's groups, members' measurements and reminders (tables aso_ebi_groups,
// aso_ebi_measurements, aso_ebi_reminders): every statement on them is here.
import type { GroupForm, GroupOutcome } from "~/features/aso-ebi";
import { readStoredMeasurements, type Measurements } from "~/features/measurements";
import type { Db } from "../db/db.server";
import { groupIdOfOrder } from "../orders/store/index.server";

export interface Group {
  id: number;
  pageKey: string;
  name: string;
  eventName: string;
  eventOn: string;
  joinBy: string;
  minimum: number | null;
  atelierNote: string;
  payPlan: "full" | "deposit";
  productId: number;
  coordinator: { firstName: string; lastName: string; email: string; phone: string };
  outcome: GroupOutcome | null;
  outcomeAt: Date | null;
  extendedTo: string | null;
  cuttingOverride: boolean;
  createdAt: Date;
}

type GroupRow = {
  [key: string]: unknown;
  id: string | number;
  page_key: string;
  name: string;
  event_name: string;
  event_on: string | Date;
  join_by: string | Date;
  minimum: number | null;
  atelier_note: string;
  pay_plan: "full" | "deposit";
  product_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  outcome: GroupOutcome | null;
  outcome_at: Date | null;
  extended_to: string | Date | null;
  cutting_override: boolean;
  created_at: Date;
};

const COLUMNS = `id, page_key, name, event_name, event_on::text as event_on, join_by::text as join_by, minimum,
  atelier_note, pay_plan, product_id, first_name, last_name, email, phone, outcome, outcome_at,
  extended_to::text as extended_to, cutting_override, created_at`;

const toGroup = (r: GroupRow): Group => ({
  id: Number(r.id),
  pageKey: r.page_key,
  name: r.name,
  eventName: r.event_name,
  eventOn: String(r.event_on),
  joinBy: String(r.join_by),
  minimum: r.minimum === null ? null : Number(r.minimum),
  atelierNote: r.atelier_note,
  payPlan: r.pay_plan,
  productId: Number(r.product_id),
  coordinator: { firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone },
  outcome: r.outcome,
  outcomeAt: r.outcome_at,
  extendedTo: r.extended_to === null ? null : String(r.extended_to),
  cuttingOverride: r.cutting_override,
  createdAt: r.created_at,
});

/** Stores a new group under its page key and the hash of its coordinator's secret. */
export async function insertGroup(
  db: Db,
  g: GroupForm & { productId: number; pageKey: string; coordinatorKeyHash: string },
): Promise<Group> {
  const [row] = await db.query<GroupRow>(
    `insert into aso_ebi_groups (page_key, coordinator_key_hash, name, event_name, event_on, join_by, minimum,
       atelier_note, pay_plan, product_id, first_name, last_name, email, phone)
     values ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9, $10, $11, $12, $13, $14)
     returning ${COLUMNS}`,
    [
      g.pageKey,
      g.coordinatorKeyHash,
      g.name,
      g.eventName,
      g.eventOn,
      g.joinBy,
      g.minimum,
      g.atelierNote,
      g.payPlan,
      g.productId,
      g.firstName,
      g.lastName,
      g.email,
      g.phone,
    ],
  );
  if (!row) throw new Error("The group was not stored");
  return toGroup(row);
}

/**
 * The groups whose last day to join (an extension's, when extended) fell in the fortnight before
 * `today` and that no other decision has settled since.
 */
export async function groupsPastTheirLastDay(db: Db, today: string): Promise<Group[]> {
  const rows = await db.query<GroupRow>(
    `select ${COLUMNS} from aso_ebi_groups
      where (outcome is null and join_by < $1::date and join_by >= $1::date - 14)
         or (outcome = 'extended' and extended_to < $1::date and extended_to >= $1::date - 14)
      order by id`,
    [today],
  );
  return rows.map(toGroup);
}

/** The group its public page names. */
export async function findGroupByPageKey(db: Db, pageKey: string): Promise<Group | undefined> {
  const [row] = await db.query<GroupRow>(`select ${COLUMNS} from aso_ebi_groups where page_key = $1`, [pageKey]);
  return row && toGroup(row);
}

/** The group an order is a share of, as her order's page names it (its name and page), or null. */
export async function groupOfOrder(db: Db, reference: string): Promise<{ name: string; path: string } | null> {
  const id = await groupIdOfOrder(db, reference);
  if (id === null) return null;
  const [row] = await db.query<{ name: string; page_key: string }>(
    "select name, page_key from aso_ebi_groups where id = $1",
    [id],
  );
  return row ? { name: row.name, path: `/aso-ebi/${row.page_key}` } : null;
}

/** The group and its coordinator's secret's stored hash (compared by the caller in constant time). */
export async function findGroupWithKeyHash(
  db: Db,
  pageKey: string,
): Promise<{ group: Group; coordinatorKeyHash: string } | undefined> {
  const [row] = await db.query<GroupRow & { coordinator_key_hash: string }>(
    `select ${COLUMNS}, coordinator_key_hash from aso_ebi_groups where page_key = $1`,
    [pageKey],
  );
  return row && { group: toGroup(row), coordinatorKeyHash: row.coordinator_key_hash };
}

/**
 * The group, its row locked until the caller's transaction ends: a join and the owner's choice never
 * interleave. `no key update`, not `update`: a share's order row already holds a key-share lock on its
 * group (the foreign key), and two joins each waiting for the other's would deadlock.
 */
export async function lockGroup(tx: Db, id: number): Promise<Group | undefined> {
  const [row] = await tx.query<GroupRow>(`select ${COLUMNS} from aso_ebi_groups where id = $1 for no key update`, [id]);
  return row && toGroup(row);
}

/** A member's measurements, kept for the atelier beside her order. */
export async function saveMemberMeasurements(
  tx: Db,
  m: { orderReference: string; groupId: number; measurements: Measurements },
): Promise<void> {
  await tx.query(
    `insert into aso_ebi_measurements (order_reference, group_id, measurements) values ($1, $2, $3::jsonb)
     on conflict (order_reference) do update set measurements = excluded.measurements`,
    [m.orderReference, m.groupId, JSON.stringify(m.measurements)],
  );
}

/** The measurements the group's members gave, by order reference. */
export async function measurementsOfGroup(db: Db, groupId: number): Promise<Map<string, Measurements>> {
  const rows = await db.query<{ order_reference: string; measurements: unknown }>(
    "select order_reference, measurements from aso_ebi_measurements where group_id = $1",
    [groupId],
  );
  const out = new Map<string, Measurements>();
  for (const r of rows) {
    const m = readStoredMeasurements(typeof r.measurements === "string" ? JSON.parse(r.measurements) : r.measurements);
    if (m) out.set(r.order_reference, m);
  }
  return out;
}

/** The measurements a member gave for her share instead of a size, or undefined. */
export async function measurementsOfOrder(db: Db, reference: string): Promise<Measurements | undefined> {
  const [row] = await db.query<{ measurements: unknown }>(
    "select measurements from aso_ebi_measurements where order_reference = $1",
    [reference],
  );
  if (!row) return undefined;
  return (
    readStoredMeasurements(typeof row.measurements === "string" ? JSON.parse(row.measurements) : row.measurements) ??
    undefined
  );
}

/** Which of the group's orders gave measurements (the figures stay here). */
export async function referencesWithMeasurements(db: Db, groupId: number): Promise<Set<string>> {
  const rows = await db.query<{ order_reference: string }>(
    "select order_reference from aso_ebi_measurements where group_id = $1",
    [groupId],
  );
  return new Set(rows.map((r) => r.order_reference));
}

/** Takes the member's reminder of this Lagos day: false when one was already taken today. */
export async function takeReminderDay(tx: Db, orderReference: string, day: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into aso_ebi_reminders (order_reference, day) values ($1, $2) on conflict do nothing returning day`,
    [orderReference, day],
  );
  return rows.length === 1;
}

/** The members reminded on this Lagos day. */
export async function remindedOn(db: Db, references: readonly string[], day: string): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db.query<{ order_reference: string }>(
    "select order_reference from aso_ebi_reminders where day = $1 and order_reference = any($2::text[])",
    [day, references],
  );
  return new Set(rows.map((r) => r.order_reference));
}

/** "Delete my data": the groups she coordinates keep their event, lose her name and phone; returns how many. */
export async function eraseGroupsOfEmail(tx: Db, email: string, name: string): Promise<number> {
  const rows = await tx.query(
    "update aso_ebi_groups set first_name = $2, last_name = '', phone = '' where lower(email) = lower($1) returning id",
    [email.trim(), name],
  );
  return rows.length;
}

/** "Delete my data": the measurements she gave for her shares instead of a size; returns how many. */
export async function deleteMeasurementsOfOrders(tx: Db, references: readonly string[]): Promise<number> {
  if (references.length === 0) return 0;
  const rows = await tx.query(
    "delete from aso_ebi_measurements where order_reference = any($1::text[]) returning order_reference",
    [references],
  );
  return rows.length;
}
