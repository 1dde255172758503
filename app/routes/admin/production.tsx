import { ProductionDesk } from "~/admin/production/production-screen";
import { productionDesk } from "~/admin/production/production-view.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/production";

export const meta = () => adminMeta("Production");

/** GET /admin/production: the atelier's desk, the tailor's home; no amount on it. */
export async function loader({ request }: Route.LoaderArgs) {
  return productionDesk(await requireAdmin(request));
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ProductionDesk {...loaderData} />;
}
