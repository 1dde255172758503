import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { pricesFile } from "~/admin/prices/prices-export.server";
import type { Route } from "./+types/prices[.]csv";

/** GET /admin/products/prices.csv: every product's prices and stock, to change in a spreadsheet and import again. */
export async function loader({ request }: Route.LoaderArgs) {
  return pricesFile(await requireAdmin(request), new Date());
}
