import type { Db } from "~/server/db/db.server";
import type { StaffRole } from "../roles";

// Every statement on staff_invitations.

export interface Invitation {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  usedAt: Date | null;
  /** Withdrawn by the owner, or when the person of its email was removed or accepted another: never used. */
  withdrawnAt: Date | null;
}

type Row = {
  id: string | number;
  name: string;
  email: string;
  role: StaffRole;
  expires_at: Date;
  used_at: Date | null;
  withdrawn_at: Date | null;
};

const COLUMNS = "id, name, email, role, expires_at, used_at, withdrawn_at";
const invitation = (r: Row): Invitation => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  role: r.role,
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at === null ? null : new Date(r.used_at),
  withdrawnAt: r.withdrawn_at === null ? null : new Date(r.withdrawn_at),
});

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
  const [row] = await db.query<Row>(`select ${COLUMNS} from staff_invitations where token_hash = $1`, [tokenHash]);
  return row ? invitation(row) : undefined;
}

/**
 * Takes an invitation for the person it made, once: unused, not withdrawn and unexpired, under the
 * row's lock, so two presses (two instances) make one person, and a withdrawal that came first
 * wins. Returns it, or undefined when it cannot be used.
 */
export async function takeInvitation(tx: Db, tokenHash: string): Promise<Invitation | undefined> {
  const [row] = await tx.query<Row>(
    `update staff_invitations set used_at = now()
      where token_hash = $1 and used_at is null and withdrawn_at is null and expires_at > now()
      returning ${COLUMNS}`,
    [tokenHash],
  );
  return row ? invitation(row) : undefined;
}

export async function noteInvitationPerson(tx: Db, tokenHash: string, personId: number): Promise<void> {
  await tx.query("update staff_invitations set person_id = $2 where token_hash = $1", [tokenHash, personId]);
}

/** Invitations not used, not withdrawn and not expired, newest first, for the people page. */
export async function openInvitations(db: Db): Promise<Omit<Invitation, "usedAt" | "withdrawnAt">[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from staff_invitations
      where used_at is null and withdrawn_at is null and expires_at > now() order by created_at desc, id desc limit 50`,
  );
  return rows.map((r) => {
    const { usedAt: _used, withdrawnAt: _withdrawn, ...open } = invitation(r);
    return open;
  });
}

/** Withdraws one invitation still waiting (the owner's form); returns whether it was waiting. */
export async function withdrawInvitation(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(
    `update staff_invitations set withdrawn_at = now()
      where id = $1 and used_at is null and withdrawn_at is null and expires_at > now() returning id`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Withdraws every invitation still unused for the email of person `personId` (she was removed, or
 * has just accepted one of them): none of them can make her a person again.
 */
export async function withdrawInvitationsOf(tx: Db, personId: number): Promise<void> {
  await tx.query(
    `update staff_invitations set withdrawn_at = now()
      where used_at is null and withdrawn_at is null
        and lower(email) = (select lower(email) from people where id = $1)`,
    [personId],
  );
}
