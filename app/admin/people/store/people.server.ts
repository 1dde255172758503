import type { Db } from "~/server/db/db.server";
import type { Role, StaffRole } from "../roles";

// Every statement on people (the back office's persons).

export interface Person {
  id: number;
  role: Role;
  /** Null until the owner names herself. */
  name: string | null;
  email: string | null;
  removed: boolean;
}

type Row = {
  id: string | number;
  role: Role;
  name: string | null;
  email: string | null;
  removed_at: Date | null;
};

const person = (r: Row): Person => ({
  id: Number(r.id),
  role: r.role,
  name: r.name,
  email: r.email,
  removed: r.removed_at !== null,
});
const COLUMNS = "id, role, name, email, removed_at";

/** A person in place (not removed), read afresh: her role as it is now. */
export async function personInPlace(db: Db, id: number): Promise<Person | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from people where id = $1 and removed_at is null`, [id]);
  return row ? person(row) : undefined;
}

export async function ownerPerson(db: Db): Promise<Person> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from people where role = 'owner'`);
  if (!row) throw new Error("The shop has no owner: migration 048 adds her");
  return person(row);
}

/** Everyone, those in place first, then by name. */
export async function listPeople(db: Db): Promise<Person[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from people order by removed_at is not null, role = 'owner' desc, lower(coalesce(name, '')), id`,
  );
  return rows.map(person);
}

/** A person in place with this email, and what her password is bound to; for signing in. */
export async function staffByEmail(
  db: Db,
  email: string,
): Promise<(Person & { passwordHash: string; binding: string }) | undefined> {
  const [row] = await db.query<Row & { password_hash: string; password_binding: string }>(
    `select ${COLUMNS}, password_hash, password_binding from people
      where lower(email) = lower($1) and removed_at is null and role <> 'owner' and password_hash is not null`,
    [email],
  );
  return row ? { ...person(row), passwordHash: row.password_hash, binding: row.password_binding } : undefined;
}

/** What a person's sessions are bound to (her password's binding); the owner's is the shop password's. */
export async function bindingOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ password_binding: string | null }>(
    "select password_binding from people where id = $1 and removed_at is null",
    [id],
  );
  return row?.password_binding ?? undefined;
}

/**
 * Sets a staff member's new password and binding, if her binding is still `from` (of two changes
 * at once, one wins); returns when she had set the password before (her passkeys added since are
 * suspended with it), or undefined when nothing changed.
 */
export async function setStaffPassword(
  tx: Db,
  id: number,
  from: string,
  p: { passwordHash: string; binding: string },
): Promise<Date | undefined> {
  const [row] = await tx.query<{ since: Date | string }>(
    `update people p set password_hash = $3, password_binding = $4, password_changed_at = now() from people old
      where p.id = $1 and old.id = p.id and p.role <> 'owner' and p.removed_at is null and p.password_binding = $2
      returning coalesce(old.password_changed_at, old.created_at) as since`,
    [id, from, p.passwordHash, p.binding],
  );
  return row ? new Date(row.since) : undefined;
}

export async function nameOwner(db: Db, name: string, email: string): Promise<void> {
  await db.query("update people set name = $1, email = $2 where role = 'owner'", [name, email]);
}

/** Whether a person in place already has this email (an invitation to it would make a second). */
export async function emailInPlace(db: Db, email: string): Promise<boolean> {
  const rows = await db.query("select 1 from people where lower(email) = lower($1) and removed_at is null", [email]);
  return rows.length > 0;
}

export async function addStaff(
  tx: Db,
  p: { name: string; email: string; role: StaffRole; passwordHash: string; binding: string },
): Promise<number> {
  const [row] = await tx.query<{ id: string | number }>(
    `insert into people (role, name, email, password_hash, password_binding) values ($1, $2, $3, $4, $5) returning id`,
    [p.role, p.name, p.email, p.passwordHash, p.binding],
  );
  return Number(row!.id);
}

/** Changes a staff member's role (never the owner's); returns her role before, or undefined. */
export async function changeRole(db: Db, id: number, role: StaffRole): Promise<Role | undefined> {
  const [row] = await db.query<{ before: Role }>(
    `update people p set role = $2 from people old
      where p.id = $1 and old.id = p.id and p.role <> 'owner' and p.removed_at is null
      returning old.role as before`,
    [id, role],
  );
  return row?.before;
}

/** Removes a staff member (never the owner); returns whether she was in place. */
export async function removePerson(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.query(
    "update people set removed_at = now() where id = $1 and role <> 'owner' and removed_at is null returning id",
    [id],
  );
  return rows.length > 0;
}
