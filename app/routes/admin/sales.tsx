import { adminMeta } from "~/features/admin/admin-meta";
import { saleDoneText } from "~/features/admin/sale-done";
import { SaleList } from "~/features/admin/sale-list";
import { requireAdmin } from "~/server/admin/admin-auth.server";
import { salesListView } from "~/server/admin/sale-editor.server";
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
