import { site } from "~/config/site";
import { formatShortDateTime } from "~/lib/lagos-clock";

/**
 * The owner's email on each passkey added to anyone of the shop, in the fields of the messages
 * template (the one that reaches her inbox): whose, its name, when, and what to do if it was not
 * hers to add.
 */
export function passkeyAddedEmail({
  who,
  name,
  at,
  siteUrl,
}: {
  who: { role: string; name: string | null; email: string | null };
  name: string;
  at: Date;
  siteUrl: string;
}) {
  const page = new URL("/admin/passkeys", siteUrl).toString();
  const whose = who.role === "owner" ? "your own sign-in" : `${who.name ?? who.email ?? "a member of staff"}'s sign-in`;
  const message = [
    `A passkey named "${name}" was added to ${whose} on ${formatShortDateTime(at)} (WAT). It can now sign in to the admin without a password.`,
    `If that was you (or them), there is nothing to do. Your passkeys are at ${page}.`,
    "If it was not: change ADMIN_PASSWORD and restart the shop. That ends every session and suspends the passkeys added to your sign-in since the password last changed, until you approve them; remove the one you do not know.",
  ].join("\n\n");
  return { from_name: `${site.brand} admin`, from_email: site.contact.email, from_phone: "", message };
}
