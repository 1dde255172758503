import { z } from "zod";
import type { Db } from "~/server/db/db.server";
import { STAFF_ROLES, ROLE_WORDS } from "./roles";
import { changeRole, nameOwner, withdrawInvitation } from "./store/index.server";

const roleSchema = z.object({ role: z.enum(STAFF_ROLES, "Choose a role: shop hand or tailor.") });

/** A new role for a staff member: it applies on her next request (the session reads it afresh). */
export async function changeRoleFromForm(
  db: Db,
  id: number,
  fields: URLSearchParams,
): Promise<{ ok: true; done: string } | { ok: false; error: string }> {
  const parsed = roleSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read." };
  const before = await changeRole(db, id, parsed.data.role);
  if (!before) return { ok: false, error: "That person is not in place (removed, or the owner, whose role stays)." };
  return { ok: true, done: `Now ${ROLE_WORDS[parsed.data.role].toLowerCase()}.` };
}

/** Withdraws an invitation still waiting (the form names it by its id): its link no longer works. */
export async function withdrawFromForm(
  db: Db,
  fields: URLSearchParams,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const id = Number(fields.get("invitation"));
  if (!Number.isSafeInteger(id) || id <= 0 || !(await withdrawInvitation(db, id)))
    return {
      ok: false,
      error: "That invitation is no longer waiting: it was used, has expired or is withdrawn already.",
    };
  return { ok: true };
}

const ownerSchema = z.object({
  name: z.string().trim().min(1, "Write your name.").max(80, "Keep your name under 80 characters."),
  email: z
    .string()
    .trim()
    .max(254, "That email is too long.")
    .pipe(z.email("Write an email address like ada@example.com.")),
});

/** The owner names herself, once signed in the first time, so what she does names her too. */
export async function nameOwnerFromForm(
  db: Db,
  fields: URLSearchParams,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = ownerSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read." };
  await nameOwner(db, parsed.data.name, parsed.data.email);
  return { ok: true };
}
