import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { bespokePhotoResponse } from "~/server/bespoke/photo.server";
import { getBespokeRequest } from "~/server/bespoke/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/bespoke-photo";

/** GET /admin/bespoke/{reference}/photos/{n}: a request's reference photo, for the owner. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const found = await getBespokeRequest(db, params.reference);
  return bespokePhotoResponse((await getServices()).photos, found, params.position);
}
