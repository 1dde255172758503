import { adminMeta } from "~/admin/shared/admin-meta";
import { abroadAction, abroadView } from "~/admin/delivery-abroad/abroad-pages.server";
import { AbroadScreen } from "~/admin/delivery-abroad/abroad-screen";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/delivery-abroad";

export const meta = () => adminMeta("Delivery abroad");

/** DHL's rates, the month's surcharge, the products' weights, and dollars abroad. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return abroadView(db, new URL(request.url));
}

/** The rates, a weight or the dollars saved (or the dollar prices seen first), or refused in words with nothing saved. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return abroadAction(db, request);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  return (
    <AbroadScreen
      values={a?.form === "rates" ? { ...d.values, ...a.values } : d.values}
      parcelValues={a?.form === "parcel" ? a.values : {}}
      errors={a?.errors ?? {}}
      parcels={d.parcels}
      products={d.products}
      defaultParcel={d.defaultParcel}
      dollars={a?.dollars ?? d.dollars}
      done={a ? null : d.done}
    />
  );
}
