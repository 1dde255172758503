import { Outlet, useLocation } from "react-router";
import { AdminShell } from "~/features/admin/shared/admin-shell";
import { requireAdmin } from "~/features/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/layout";

/** Every page inside needs a live session; without one the visitor is sent to the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return (
    <AdminShell current={useLocation().pathname}>
      <Outlet />
    </AdminShell>
  );
}
