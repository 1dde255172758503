import type { Db } from "~/server/db/db.server";
import { removePerson, withdrawInvitationsOf } from "../people/store/index.server";
import { endSessionsOf } from "./store/index.server";

/**
 * Removes a staff member, ends her sessions and withdraws the invitations still open for her
 * email, in one transaction: every instance reads the session and the person from the database on
 * each request, so she is out everywhere at once, and no second invitation brings her back. Her
 * browsers' "known device" cookies name her, so they are refused from now on (known-device.server.ts).
 * The owner is never removed (the store refuses her).
 */
export async function removeStaffMember(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await removePerson(tx, id))) return false;
    await endSessionsOf(tx, id);
    await withdrawInvitationsOf(tx, id);
    return true;
  });
}
