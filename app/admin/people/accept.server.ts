import { STAFF_PASSWORD_MIN } from "~/admin/shared/new-password-fields";
import { z } from "zod";
import type { Db } from "~/server/db/db.server";
import { hashStaffPassword, newBinding } from "./staff-password.server";
import { tokenHash, wellFormedToken } from "./invite.server";
import {
  addStaff,
  emailInPlace,
  invitationByHash,
  noteInvitationPerson,
  takeInvitation,
  withdrawInvitationsOf,
  type Invitation,
} from "./store/index.server";

/** What an invitation's page shows: the invitation to accept, or why it cannot be. */
export type InvitationState = { kind: "open"; invitation: Invitation } | { kind: "refused"; words: string };

const REFUSED = {
  unknown: "This invitation link is not one the shop sent. Ask the owner for a new invitation.",
  used: "This invitation has been used already. Sign in with your email and password.",
  withdrawn: "This invitation was withdrawn by the owner. Ask her for a new one if you still need it.",
  expired: "This invitation has expired (they last 7 days). Ask the owner for a new one.",
};

export async function invitationState(db: Db, token: string | undefined): Promise<InvitationState> {
  const good = wellFormedToken(token);
  const invitation = good ? await invitationByHash(db, tokenHash(good)) : undefined;
  if (!invitation) return { kind: "refused", words: REFUSED.unknown };
  if (invitation.usedAt) return { kind: "refused", words: REFUSED.used };
  if (invitation.withdrawnAt) return { kind: "refused", words: REFUSED.withdrawn };
  if (invitation.expiresAt.getTime() <= Date.now()) return { kind: "refused", words: REFUSED.expired };
  return { kind: "open", invitation };
}

/** A new password, typed twice: as at an invitation, so at a change of her own. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(STAFF_PASSWORD_MIN, `Choose a password of at least ${STAFF_PASSWORD_MIN} characters.`)
      .max(200, "Keep the password under 200 characters."),
    confirm: z.string(),
  })
  .refine((f) => f.password === f.confirm, { message: "The two passwords are not the same.", path: ["confirm"] });

export type AcceptOutcome = { ok: true; person: { id: number; binding: string } } | { ok: false; error: string };

/**
 * Accepts an invitation by a press (never by opening the link, so a mail scanner uses nothing):
 * the person is made with her password, and the invitation used, in one transaction under the
 * invitation's row, so a second press or a second instance makes no second person. The other
 * invitations still open for her email are withdrawn with it: once she is removed, none of them
 * brings her back.
 */
export async function acceptInvitation(
  db: Db,
  token: string | undefined,
  fields: URLSearchParams,
): Promise<AcceptOutcome> {
  const state = await invitationState(db, token);
  if (state.kind === "refused") return { ok: false, error: state.words };
  const parsed = newPasswordSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read." };
  const passwordHash = await hashStaffPassword(parsed.data.password);
  const binding = newBinding();
  const hash = tokenHash(token!);
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    // Checked before the invitation is used, so a refusal leaves it as it was.
    if (await emailInPlace(tx, state.invitation.email))
      return { ok: false, error: `${state.invitation.email} already belongs to a person of the shop. Ask the owner.` };
    const taken = await takeInvitation(tx, hash);
    if (!taken) {
      // Used, withdrawn or expired since it was read: said as it is now.
      const now = await invitationState(tx, token);
      return { ok: false, error: now.kind === "refused" ? now.words : REFUSED.used };
    }
    const id = await addStaff(tx, { name: taken.name, email: taken.email, role: taken.role, passwordHash, binding });
    await noteInvitationPerson(tx, hash, id);
    await withdrawInvitationsOf(tx, id);
    return { ok: true, person: { id, binding } };
  });
}
