import { site } from "~/config/site";
import { formatShortDateTime } from "~/lib/lagos-clock";

/**
 * The owner's email when the nightly backup fails, in the fields of the messages template: what
 * failed, why in the server's words, and what to do.
 */
export function backupFailedEmail({ at, reason, siteUrl }: { at: Date; reason: string; siteUrl: string }) {
  const page = new URL("/admin/backups", siteUrl).toString();
  const message = [
    `Last night's backup of the shop, started ${formatShortDateTime(at)} (WAT), failed: ${reason}`,
    `Your orders and messages are safe in the shop, but there is no new copy of them. Take one with "Back up now" at ${page} and download it.`,
    "If it fails again, check the server's free disk space and BACKUP_DIR.",
  ].join("\n\n");
  return { from_name: `${site.brand} admin`, from_email: site.contact.email, from_phone: "", message };
}
