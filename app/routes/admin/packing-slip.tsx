import { data } from "react-router";
import { isOrderReference } from "~/features/checkout/reference";
import { packingSlip } from "~/admin/orders/packing-slip";
import { PackingSlipView } from "~/admin/orders/packing-slip-view";
import { adminMeta } from "~/admin/shared/admin-meta";
import { PrintButtonIsland } from "~/components/ui/print-button";
import { findOrder } from "~/server/orders/store/index.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { readOrderAccount } from "~/server/payments/account.server";
import type { Route } from "./+types/packing-slip";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Packing slip ${params.reference}`);

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const order = isOrderReference(params.reference) ? await findOrder(db, params.reference) : undefined;
  if (!order) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return { slip: packingSlip(order, (await readOrderAccount(db, order)).account) };
}

/** The slip for the parcel, printed from her phone or the atelier's computer. */
export default function Screen({ loaderData: { slip } }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
        <a href={`/admin/orders/${slip.reference}`} className="text-sm underline underline-offset-4">
          Back to the order
        </a>
        <PrintButtonIsland label="Print the packing slip" />
      </p>
      <PackingSlipView slip={slip} />
    </div>
  );
}
