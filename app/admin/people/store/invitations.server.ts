import type { Db } from "~/server/db/db.server";
import type { StaffRole } from "../roles";

// Every statement on staff_invitations.

export interface Invitation {
  name: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function storeInvitation(
  tx: Db,
  i: { tokenHash: string; name: string; email: string; role: StaffRole; invitedBy: number; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `insert into staff_invitations (token_hash, name, email, role, invited_by, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [i.tokenHash, i.name, i.email, i.role, i.invitedBy, i.expiresAt],
  );
}

export async function invitationByHash(db: Db, tokenHash: string): Promise<Invitation | undefined> {
  const [row] = await db.query<{
    name: string;
    email: string;
    role: StaffRole;
    expires_at: Date;
    used_at: Date | null;
  }>("select name, email, role, expires_at, used_at from staff_invitations where token_hash = $1", [tokenHash]);
  return row
    ? { name: row.name, email: row.email, role: row.role, expiresAt: new Date(row.expires_at), usedAt: row.used_at }
    : undefined;
}

/**
 * Takes an invitation for the person it made, once: unused and unexpired, under the row's lock,
 * so two presses (two instances) make one person. Returns it, or undefined when it cannot be used.
 */
export async function takeInvitation(tx: Db, tokenHash: string): Promise<Invitation | undefined> {
  const [row] = await tx.query<{ name: string; email: string; role: StaffRole; expires_at: Date }>(
    `update staff_invitations set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning name, email, role, expires_at`,
    [tokenHash],
  );
  return row
    ? { name: row.name, email: row.email, role: row.role, expiresAt: new Date(row.expires_at), usedAt: new Date() }
    : undefined;
}

export async function noteInvitationPerson(tx: Db, tokenHash: string, personId: number): Promise<void> {
  await tx.query("update staff_invitations set person_id = $2 where token_hash = $1", [tokenHash, personId]);
}

/** Invitations not used and not expired, newest first, for the people page. */
export async function openInvitations(db: Db): Promise<Omit<Invitation, "usedAt">[]> {
  const rows = await db.query<{ name: string; email: string; role: StaffRole; expires_at: Date }>(
    `select name, email, role, expires_at from staff_invitations
      where used_at is null and expires_at > now() order by created_at desc limit 50`,
  );
  return rows.map((r) => ({ name: r.name, email: r.email, role: r.role, expiresAt: new Date(r.expires_at) }));
}
