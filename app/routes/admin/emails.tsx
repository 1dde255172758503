import { mailboxTitle } from "~/admin/emails/email-view";
import { MailboxScreen } from "~/admin/emails/mailbox-screen";
import { emailIdParam, mailboxView } from "~/admin/emails/mailbox-view.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/emails";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(mailboxTitle(loaderData?.demo ?? true));

/** GET /admin/emails?before={id}: the owner's alone (roles.ts); a page of the emails, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const { env } = await getServices();
  return mailboxView(db, env, emailIdParam(new URL(request.url).searchParams.get("before")));
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <MailboxScreen {...loaderData} />;
}
