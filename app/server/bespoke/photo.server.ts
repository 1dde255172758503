import { PRIVATE_NO_STORE } from "../base/no-store.server";
import type { PhotoFiles } from "../photos/photo-files.server";
import type { BespokeRequest } from "./store/index.server";

/** One reference photo of a request (its cleaned JPEG), private, no-store; 404 when there is none. */
export async function bespokePhotoResponse(
  files: PhotoFiles,
  request: BespokeRequest | undefined,
  position: string | undefined,
): Promise<Response> {
  const photo = request?.photos.find((p) => String(p.position) === position);
  const bytes = photo && (await files.read(files.original(photo.hash)));
  if (!bytes) return new Response("Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": PRIVATE_NO_STORE, "X-Content-Type-Options": "nosniff" },
  });
}
