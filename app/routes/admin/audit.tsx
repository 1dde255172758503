import { AuditScreen } from "~/admin/people/audit-screen";
import { auditView, personFilter } from "~/admin/people/audit-view.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Who did what");

/** GET /admin/audit?person={id}: the newest entries, everyone's or one person's. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return auditView(db, personFilter(new URL(request.url).searchParams.get("person")));
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />;
}
