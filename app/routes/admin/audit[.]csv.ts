import { AUDIT_HEADER, auditCells } from "~/admin/people/audit-words";
import { auditFileLines, personFilter } from "~/admin/people/audit-view.server";
import { toCsv } from "~/admin/shared/csv";
import { csvResponse } from "~/admin/shared/csv-response.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/audit[.]csv";

/** GET /admin/audit.csv?person={id}: who did what, as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const lines = await auditFileLines(db, personFilter(new URL(request.url).searchParams.get("person")));
  return csvResponse(toCsv(AUDIT_HEADER, lines.map(auditCells)), "hazel-who-did-what.csv");
}
