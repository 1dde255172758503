import type { Db } from "~/server/db/db.server";

// Every statement on passkeys, passkey_challenges and passkey_rule.

/** How long a challenge may be answered: long enough for a fingerprint, short enough to be useless later. */
export const CHALLENGE_SECONDS = 5 * 60;

interface StoredPasskey {
  id: number;
  personId: number;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  /** Set when a change of the shop's password suspended it; it signs nobody in until she approves it. */
  suspendedAt: Date | null;
}

type Row = {
  id: string | number;
  person_id: string | number;
  credential_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string;
  name: string;
  created_at: Date | string;
  suspended_at: Date | string | null;
};

const fromRow = (r: Row): StoredPasskey => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  credentialId: r.credential_id,
  // pg gives bytea as a Buffer, PGlite as a Uint8Array: a plain copy either way.
  publicKey: new Uint8Array(r.public_key),
  counter: Number(r.counter),
  transports: r.transports ? r.transports.split(",") : [],
  name: r.name,
  createdAt: new Date(r.created_at),
  suspendedAt: r.suspended_at === null ? null : new Date(r.suspended_at),
});

const COLUMNS = "id, person_id, credential_id, public_key, counter, transports, name, created_at, suspended_at";

/** A person's passkeys, oldest first. */
export async function passkeysOf(db: Db, personId: number): Promise<StoredPasskey[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from passkeys where person_id = $1 order by created_at, id`, [
    personId,
  ]);
  return rows.map(fromRow);
}

/** The passkey of a credential id, if this shop has it. */
export async function passkeyByCredential(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from passkeys where credential_id = $1`, [credentialId]);
  return row && fromRow(row);
}

/** Keeps a new passkey: its id, or undefined when that credential is already kept (by anyone). */
export async function insertPasskey(
  db: Db,
  p: {
    personId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<number | undefined> {
  const rows = await db.query<{ id: string | number }>(
    `insert into passkeys (person_id, credential_id, public_key, counter, transports, name)
     values ($1, $2, $3, $4, $5, $6) on conflict (credential_id) do nothing returning id`,
    [p.personId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports.join(","), p.name],
  );
  return rows[0] && Number(rows[0].id);
}

/** Whether she has a passkey that signs her in (one a password change suspended does not count). */
export async function hasActivePasskey(db: Db, personId: number): Promise<boolean> {
  const rows = await db.query("select 1 from passkeys where person_id = $1 and suspended_at is null limit 1", [
    personId,
  ]);
  return rows.length > 0;
}

/** Suspends her passkeys added since `since` (a change of her password), until she approves them. */
export async function suspendPasskeysSince(tx: Db, personId: number, since: Date): Promise<number> {
  const rows = await tx.query(
    "update passkeys set suspended_at = now() where person_id = $1 and suspended_at is null and created_at >= $2 returning id",
    [personId, since],
  );
  return rows.length;
}

/** Approves one of her suspended passkeys: it signs her in again. False when she has no such one. */
export async function approvePasskey(db: Db, personId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    "update passkeys set suspended_at = null where id = $1 and person_id = $2 and suspended_at is not null returning id",
    [id, personId],
  );
  return rows.length === 1;
}

/** Removes one of her own passkeys; false when she has none of that id. */
export async function deletePasskey(db: Db, personId: number, id: number): Promise<boolean> {
  const rows = await db.query("delete from passkeys where id = $1 and person_id = $2 returning id", [id, personId]);
  return rows.length === 1;
}

/**
 * Moves a passkey's signature counter on from the value it was read at; false when another
 * sign-in moved it meanwhile (the same answer used twice).
 */
export async function advanceCounter(db: Db, id: number, from: number, to: number): Promise<boolean> {
  const rows = await db.query(
    "update passkeys set counter = $3, last_used_at = now() where id = $1 and counter = $2 returning id",
    [id, from, to],
  );
  return rows.length === 1;
}

/** Keeps a challenge handed out (challenges past their time are removed on the way). */
export async function storeChallenge(
  db: Db,
  c: { challenge: string; purpose: "add" | "sign-in"; personId: number | null },
): Promise<void> {
  await db.query("delete from passkey_challenges where expires_at < now()");
  await db.query(
    `insert into passkey_challenges (challenge, purpose, person_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [c.challenge, c.purpose, c.personId, CHALLENGE_SECONDS],
  );
}

/**
 * Takes a challenge for good: true only once, while it is live, for its purpose (and, to add a
 * passkey, for the person it was handed to).
 */
export async function takeChallenge(
  db: Db,
  c: { challenge: string; purpose: "add" | "sign-in"; personId: number | null },
): Promise<boolean> {
  const rows = await db.query(
    `delete from passkey_challenges
      where challenge = $1 and purpose = $2 and person_id is not distinct from $3 and expires_at > now()
      returning challenge`,
    [c.challenge, c.purpose, c.personId],
  );
  return rows.length === 1;
}

/** Whether the owner requires a passkey for money and the shop's data. */
export async function passkeyRequired(db: Db): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>("select required from passkey_rule where id");
  return row?.required ?? false;
}

export async function setPasskeyRequired(db: Db, required: boolean): Promise<void> {
  await db.query("update passkey_rule set required = $1, changed_at = now() where id", [required]);
}
