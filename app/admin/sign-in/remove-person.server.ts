import type { Db } from "~/server/db/db.server";
import { removePerson } from "../people/store/index.server";
import { endSessionsOf } from "./store/index.server";

/**
 * Removes a staff member and ends her sessions, in one transaction: every instance reads the
 * session and the person from the database on each request, so she is out everywhere at once.
 * The owner is never removed (the store refuses her).
 */
export async function removeStaffMember(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await removePerson(tx, id))) return false;
    await endSessionsOf(tx, id);
    return true;
  });
}
