import { adminMeta } from "~/admin/shared/admin-meta";
import { GroupList } from "~/admin/aso-ebi/group-list";
import { groupsView } from "~/admin/aso-ebi/group-pages.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/aso-ebi";

export const meta = () => adminMeta("Aso-ebi groups");

/** Every bridal party's group: event, deadline, members, paid and money. */
export async function loader({ request }: Route.LoaderArgs) {
  return groupsView(await requireAdmin(request));
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/orders" className="text-sm underline underline-offset-4">
          All orders
        </a>
        <h1 className="text-3xl sm:text-4xl">Aso-ebi groups</h1>
      </div>
      <p className="text-sm text-ink-soft">
        A bridal party orders one style together: each guest&apos;s share is an ordinary order, counted once in the
        orders and the home.
      </p>
      <GroupList groups={loaderData.groups} />
    </>
  );
}
