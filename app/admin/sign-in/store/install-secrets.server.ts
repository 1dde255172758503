import { randomBytes } from "node:crypto";
import type { Db } from "~/server/db/db.server";

// Every statement on install_secrets (the installation's secrets).

const made = new WeakMap<Db, Promise<Buffer>>();

/** pg gives bytea as a Buffer, PGlite as a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The installation's salt for the admin password's keys: 32 random bytes made by the first
 * instance to ask (every later one, and every instance on the same PostgreSQL, reads the same).
 */
export function passwordSalt(db: Db): Promise<Buffer> {
  let salt = made.get(db);
  if (!salt) {
    salt = (async () => {
      await db.query("insert into install_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
        "password-salt",
        randomBytes(32),
      ]);
      const [row] = await db.query<{ value: Uint8Array }>("select value from install_secrets where name = $1", [
        "password-salt",
      ]);
      if (!row) throw new Error("The installation's password salt could not be stored");
      return Buffer.from(asBuffer(row.value));
    })();
    salt.catch(() => made.delete(db));
    made.set(db, salt);
  }
  return salt;
}
