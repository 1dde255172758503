import { adminMeta } from "~/admin/shared/admin-meta";
import { atelierView, saveCapacityAction } from "~/admin/atelier/atelier-pages.server";
import { CapacityScreen } from "~/admin/atelier/capacity-screen";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/atelier";

export const meta = () => adminMeta("The atelier");

/** The atelier's capacity and its six weeks. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return atelierView(db, new URL(request.url));
}

/** The capacity saved, or refused in words with nothing saved. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return saveCapacityAction(db, request);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  return (
    <CapacityScreen values={a?.values ?? d.values} errors={a?.errors ?? {}} saved={!a && d.saved} weeks={d.weeks} />
  );
}
