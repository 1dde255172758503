import { adminMeta } from "~/admin/shared/admin-meta";
import { saleDoneText } from "~/admin/sales/sale-done";
import { SaleList } from "~/admin/sales/sale-list";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { salesListView } from "~/admin/sales/sale-editor.server";
import type { Route } from "./+types/sales";

export const meta = () => adminMeta("Sales");

/** The sales: on now, upcoming, recently ended; a new one, or a preset, in one tap. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  return { ...(await salesListView(db, new Date())), done: saleDoneText(url.searchParams.get("done")) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SaleList {...loaderData} />;
}
