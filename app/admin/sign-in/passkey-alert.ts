import { site } from "~/config/site";
import { isTheOwner } from "~/admin/people/roles";
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
  const owner = isTheOwner(who);
  const staff = who.name ?? who.email ?? "a member of staff";
  const whose = owner ? "your own sign-in" : `${staff}'s sign-in`;
  const message = [
    `A passkey named "${name}" was added to ${whose} on ${formatShortDateTime(at)} (WAT). It can now sign in to the admin without a password.`,
    ...(owner
      ? [
          `If that was you, there is nothing to do. Your passkeys are at ${page}.`,
          "If it was not: change ADMIN_PASSWORD and restart the shop. That ends every session and suspends the passkeys added to your sign-in since the password last changed, until you approve them; remove the one you do not know.",
        ]
      : [
          `If ${staff} added it, there is nothing to do.`,
          `If not: remove ${staff} on the people page. Her sessions end and her passkeys sign nobody in; invite her again once she has a new password.`,
        ]),
  ].join("\n\n");
  return { from_name: `${site.brand} admin`, from_email: site.contact.email, from_phone: "", message };
}
