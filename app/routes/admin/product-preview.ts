import { data, redirect } from "react-router";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { previewCookie } from "~/admin/sign-in/preview-session.server";
import { productIdParam } from "~/admin/products/product-editor.server";
import { draftAddress } from "~/admin/products/product-preview.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/product-preview";

/**
 * GET /admin/products/{id}/preview: the editor's Preview link. The product's shop address, with a
 * cookie sent only to that address that lets the signed-in owner see a draft there.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const id = productIdParam(params.id);
  const address = id === undefined ? undefined : await draftAddress(db, id);
  if (!address) throw data("Not Found", { status: 404, statusText: "Not Found" });
  // Cache-Control comes from the admin's headers, as on every /admin answer.
  const headers = new Headers();
  const cookie = address.published
    ? undefined
    : previewCookie(request, address.path, (await getServices()).env.SITE_URL);
  if (cookie) headers.set("Set-Cookie", cookie);
  return redirect(address.path, { status: 303, headers });
}
