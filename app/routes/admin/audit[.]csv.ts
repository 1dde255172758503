import { AUDIT_HEADER, auditCells } from "~/features/admin/people/audit-words";
import { auditFileLines, personFilter } from "~/features/admin/people/audit-view.server";
import { toCsv } from "~/features/admin/shared/csv";
import { csvResponse } from "~/features/admin/shared/csv-response.server";
import { requireAdmin } from "~/features/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/audit[.]csv";

/** GET /admin/audit.csv?person={id}: who did what, as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const lines = await auditFileLines(db, personFilter(new URL(request.url).searchParams.get("person")));
  return csvResponse(toCsv(AUDIT_HEADER, lines.map(auditCells)), "hazel-who-did-what.csv");
}
