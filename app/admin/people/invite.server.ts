import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "~/server/db/db.server";
import { queueAlert } from "~/server/outbox/store.server";
import { ROLE_WORDS, STAFF_ROLES, type StaffRole } from "./roles";
import { emailInPlace, storeInvitation, type Person } from "./store/index.server";

/** An invitation is good for 7 days. */
const VALID_DAYS = 7;
/** Lower-case hex: the admin's addresses are lower-cased (admin-headers.server.ts), so a token must survive that. */
const TOKEN = /^[0-9a-f]{64}$/;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
/** A token of the right shape, or undefined: a forged one is refused before the database is asked. */
export const wellFormedToken = (token: string | undefined) => (token && TOKEN.test(token) ? token : undefined);
const invitationPath = (token: string) => `/admin/invitation/${token}`;

const inviteSchema = z.object({
  name: z.string().trim().min(1, "Write her name.").max(80, "Keep the name under 80 characters."),
  email: z
    .string()
    .trim()
    .max(254, "That email is too long.")
    .pipe(z.email("Write an email address like ada@example.com.")),
  role: z.enum(STAFF_ROLES, "Choose a role: shop hand or tailor."),
});

export type InviteOutcome = { ok: true; email: string } | { ok: false; error: string };

/**
 * Invites a person: a single-use link, good for 7 days, mailed to her through the outbox (the
 * same relay as the shop's other emails), with the role the owner gave her.
 */
export async function invite(db: Db, siteUrl: string, by: Person, fields: URLSearchParams): Promise<InviteOutcome> {
  const parsed = inviteSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read." };
  const { name, email, role } = parsed.data;
  if (await emailInPlace(db, email)) return { ok: false, error: `${email} already belongs to a person of the shop.` };
  const token = randomBytes(32).toString("hex");
  const origin = siteUrl.replace(/\/+$/, "");
  await db.transaction(async (tx) => {
    await storeInvitation(tx, {
      tokenHash: tokenHash(token),
      name,
      email,
      role,
      invitedBy: by.id,
      expiresAt: new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000),
    });
    await queueAlert(
      tx,
      `staff-invitation:${tokenHash(token)}`,
      "customer",
      invitationEmail({ name, email, role, link: `${origin}${invitationPath(token)}`, by }),
    );
  });
  return { ok: true, email };
}

function invitationEmail(i: { name: string; email: string; role: StaffRole; link: string; by: Person }) {
  return {
    to_email: i.email,
    to_name: i.name,
    reference: "",
    status: `an invitation to Hazel's back office`,
    order_summary: `${i.by.name ?? "The owner"} invites you to work in Hazel's back office as ${ROLE_WORDS[i.role].toLowerCase()}. Open the link within 7 days and choose your password.`,
    total: "",
    order_url: i.link,
    note: "The link works once. If you did not expect it, ignore this email.",
  };
}
