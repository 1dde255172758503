import { csvResponse } from "~/admin/shared/csv-response.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { creditCsv } from "~/admin/credit/credit-views.server";
import type { Route } from "./+types/credit[.]csv";

/** GET /admin/credit.csv: every movement of every code (store credit and gift cards). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return csvResponse(await creditCsv(db), "hazel-store-credit.csv");
}
