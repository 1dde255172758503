import type { Db } from "~/server/db/db.server";
import { isTheOwner } from "~/admin/people/roles";
import { waitInWords } from "~/server/base/rate-limit.server";
import { checkAdminSignIn } from "./sign-in-limit.server";
import { mayChangePasskeys } from "./passkeys.server";
import { keepOnlySession, suspendPasskeysSince } from "./store/index.server";
import { newPasswordSchema } from "../people/accept.server";
import { hashStaffPassword, isStaffPassword, newBinding } from "../people/staff-password.server";
import { setStaffPassword, staffByEmail, type Person } from "../people/store/index.server";

export const OWNER_PASSWORD_WORDS =
  "Your password is the shop's password, ADMIN_PASSWORD, set where the shop runs: change it there. That ends every session and suspends the passkeys you added since the change before.";
export const PASSKEY_TO_CHANGE_PASSWORD =
  "You have a passkey: sign in with it to change your password, so a stolen password cannot change it.";

export type PasswordChange =
  { ok: true; ended: number } | { ok: false; status: number; error: string; retryAfterSeconds?: number };

const refused = (status: number, error: string, retryAfterSeconds?: number): PasswordChange => ({
  ok: false,
  status,
  error,
  ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
});

/**
 * A staff member changes her own password: the owner's is ADMIN_PASSWORD (refused in words); once
 * she has a passkey, only from a passkey's session (as her passkeys change). The new one, typed
 * twice, follows an invitation's rules and is checked first; then her current password is counted
 * against the sign-in limits before it is hashed, as at sign-in. Right: the new password and its
 * binding, her other sessions ended everywhere (this one, `token`, kept), and her passkeys added
 * since she last set it suspended until she approves them, in one transaction.
 */
export async function changeOwnPassword(
  db: Db,
  who: { person: Person; byPasskey: boolean; token: string },
  attempt: { clientAddress: string; knownDevice: boolean; siteUrl: string },
  fields: URLSearchParams,
): Promise<PasswordChange> {
  const { person } = who;
  if (isTheOwner(person) || !person.email) return refused(403, OWNER_PASSWORD_WORDS);
  if (!(await mayChangePasskeys(db, person, who.byPasskey))) return refused(403, PASSKEY_TO_CHANGE_PASSWORD);
  const current = fields.get("current");
  if (!current) return refused(400, "Type your current password.");
  const parsed = newPasswordSchema.safeParse({
    password: fields.get("password") ?? "",
    confirm: fields.get("confirm") ?? "",
  });
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? "That form could not be read.");
  if (parsed.data.password === current) return refused(400, "Choose a password other than your current one.");
  const staff = await staffByEmail(db, person.email);
  if (!staff || staff.id !== person.id) return refused(403, "Your account has no password to change. Ask the owner.");
  const check = await checkAdminSignIn(
    db,
    { ...attempt, verify: () => isStaffPassword(current, staff.passwordHash) },
    { siteUrl: attempt.siteUrl },
  );
  if (!check.ok && check.reason === "busy")
    return refused(503, "The shop is busy checking other passwords. Please try again in a few seconds.", 5);
  if (!check.ok && check.reason === "wrong") return refused(400, "Your current password is not right.");
  if (!check.ok)
    return refused(
      429,
      `Too many wrong passwords. Please try again in ${waitInWords(check.retryAfterSeconds)}.`,
      check.retryAfterSeconds,
    );
  const next = { passwordHash: await hashStaffPassword(parsed.data.password), binding: newBinding() };
  return db.transaction(async (tx): Promise<PasswordChange> => {
    const since = await setStaffPassword(tx, person.id, staff.binding, next);
    if (!since) return refused(409, "Your password changed meanwhile: sign in again with the new one.");
    await suspendPasskeysSince(tx, person.id, since);
    return { ok: true, ended: await keepOnlySession(tx, person.id, who.token, next.binding) };
  });
}
