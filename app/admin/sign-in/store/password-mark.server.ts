import type { Db } from "~/server/db/db.server";

// Every statement on admin_password_mark: the fingerprint of the shop's password in force.

/** The fingerprint each database was last seen with by this process: it is read again only when it differs. */
const noted = new WeakMap<Db, string>();

/**
 * Notes the shop's password in force by its fingerprint. The first time a fingerprint differs from
 * the one kept (ADMIN_PASSWORD changed), the owner's passkeys added since the change before are
 * suspended and the new fingerprint kept, in one transaction under the mark's lock, so of several
 * instances starting at once one does it. The first fingerprint ever kept suspends nothing.
 */
export async function notePasswordInForce(db: Db, fingerprint: string, ownerId: () => Promise<number>): Promise<void> {
  if (noted.get(db) === fingerprint) return;
  const owner = await ownerId();
  await db.transaction(async (tx) => {
    await tx.query("insert into admin_password_mark (fingerprint) values ($1) on conflict (id) do nothing", [
      fingerprint,
    ]);
    const [mark] = await tx.query<{ fingerprint: string }>(
      "select fingerprint from admin_password_mark where id for update",
    );
    if (!mark || mark.fingerprint === fingerprint) return;
    await tx.query(
      `update passkeys set suspended_at = now()
        where person_id = $1 and suspended_at is null
          and created_at >= (select changed_at from admin_password_mark where id)`,
      [owner],
    );
    await tx.query("update admin_password_mark set fingerprint = $1, changed_at = now() where id", [fingerprint]);
  });
  noted.set(db, fingerprint);
}
