import { PrintButtonIsland } from "~/components/ui/print-button";
import { adminMeta } from "~/admin/shared/admin-meta";
import { GroupSheet } from "~/admin/aso-ebi/group-sheet";
import { sheetView } from "~/admin/aso-ebi/group-pages.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/aso-ebi-sheet";

export const meta = () => adminMeta("Aso-ebi production sheet");

export async function loader({ request, params }: Route.LoaderArgs) {
  return sheetView(await requireAdmin(request), params.id);
}

/** One sheet for the atelier, by size, printed from her phone or the atelier's computer. */
export default function Screen({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
        <a href={`/admin/aso-ebi/${d.id}`} className="text-sm underline underline-offset-4">
          Back to the group
        </a>
        <PrintButtonIsland label="Print the sheet" />
      </p>
      <GroupSheet group={d.group} shares={d.shares} />
    </div>
  );
}
