import { KEY, REFERENCE } from "~/features/bespoke";
import { bespokePhotoResponse } from "~/server/bespoke/photo.server";
import { shopperBespokeRequest } from "~/server/bespoke/store/index.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/bespoke-photo";

/** GET /bespoke/{reference}/photos/{n}?key=…: one of her reference photos, to her alone. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!REFERENCE.test(params.reference) || !KEY.test(key)) return new Response("Not Found", { status: 404 });
  const { db, photos } = await getServices();
  const found = await shopperBespokeRequest(db, params.reference, key);
  return bespokePhotoResponse(photos, found, params.position);
}
