import { adminMeta } from "~/admin/shared/admin-meta";
import { SaleForm } from "~/admin/sales/sale-form";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { newSaleView } from "~/admin/sales/sale-editor.server";
import { createSaleAction } from "~/admin/sales/sale-form-actions.server";
import type { Route } from "./+types/sale-new";

export const meta = () => adminMeta("New sale");

/** An empty form, or one a preset filled (`?preset=black-friday` or `december`). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return newSaleView(db, new URL(request.url).searchParams.get("preset"), new Date());
}

/** Scheduled: its page; refused: the form again as typed, a message beside each field. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return createSaleAction(db, request, adminActor(request));
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const typed = a && "values" in a ? a : null;
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/sales" className="text-sm underline underline-offset-4">
          All sales
        </a>
        <h1 className="text-3xl sm:text-4xl">{d.preset ? `New sale: ${d.preset}` : "New sale"}</h1>
        <p className="text-sm text-ink-soft">
          {d.preset
            ? "Filled from the catalogue's own prices for it. Check it, then schedule it: nothing changes until you do."
            : "Nothing changes in the shop until its start. Dates and times are Lagos time."}
        </p>
      </div>
      {a && "message" in a && (
        <p role="alert" className="text-danger">
          {a.message}
        </p>
      )}
      <div className="max-w-3xl">
        <SaleForm
          values={typed?.values ?? d.values}
          errors={typed?.errors ?? {}}
          products={d.products}
          collections={d.collections}
          version={null}
          submit="Schedule sale"
        />
      </div>
    </>
  );
}
