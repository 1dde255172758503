import { data, redirect } from "react-router";
import { adminMeta } from "~/admin/shared/admin-meta";
import { PhotoCard, type AltError } from "~/admin/photos/photo-card";
import { PhotoNoticesRegion } from "~/admin/photos/photo-notices";
import { PhotoUploadIsland } from "~/admin/photos/photo-upload";
import { parsePhotoIntent, PHOTO_LIMITS } from "~/features/photos";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { getServices } from "~/server/services.server";
import { PHOTO_DONE_TEXT, runPhotoAction, type PhotoDone } from "~/server/photos/photo-actions.server";
import { photoProduct } from "~/server/photos/product.server";
import { photosOfProduct } from "~/server/photos/store/index.server";
import { uploadPhotos } from "~/server/photos/upload.server";
import type { Route } from "./+types/product-photos";
import type { Db } from "~/server/db/db.server";

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? `Photos of ${data.product.name}` : "Photos");

async function productOr404(db: Db, id: string) {
  const product = /^[1-9]\d{0,8}$/.test(id) ? await photoProduct(db, Number(id)) : undefined;
  if (!product) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return product;
}

/** How often the screen reloads itself without JavaScript while a photo is processing. */
const NO_SCRIPT_REFRESH_SECONDS = 3;

const screenAddress = (id: number) => `/admin/products/${id}/photos`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const product = await productOr404(db, params.id);
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  const photos = await photosOfProduct(db, product.id);
  return {
    product,
    photos,
    done: done && Object.hasOwn(PHOTO_DONE_TEXT, done) ? PHOTO_DONE_TEXT[done as PhotoDone] : undefined,
    added: search.has("added")
      ? photos.filter((p) => search.getAll("added").includes(String(p.id))).map((p) => p.id)
      : undefined,
  };
}

type ActionData =
  | { kind: "upload"; added: number[]; problems: string[] }
  | { kind: "photo"; message: string; altOf?: number; value?: string };

const refused = (body: ActionData, status: number) => data(body, { status });

/**
 * The upload form (multipart) or one photo's form: done, back to the screen (so a reload posts
 * nothing); refused, the screen with why. The owner never sees an error page for a bad file.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const product = await productOr404(db, params.id);
  const here = screenAddress(product.id);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const report = await uploadPhotos(db, (await getServices()).photos, request, product, adminActor(request));
    if (report.problems.length === 0) {
      return redirect(`${here}?${report.added.map((id) => `added=${id}`).join("&")}`, 303);
    }
    return refused({ kind: "upload", added: report.added, problems: report.problems }, report.status);
  }
  const form = await readAdminForm(request);
  if (!form.ok) return refused({ kind: "photo", message: form.message }, form.status);
  const parsed = parsePhotoIntent(form.fields);
  if (!parsed.ok) {
    const altOf = parsed.field === "alt" ? parsed.photoId : undefined;
    return refused({ kind: "photo", message: parsed.message, altOf, value: form.fields.get("alt") ?? "" }, 400);
  }
  const done = await runPhotoAction(db, (await getServices()).photos, product.id, parsed.action, adminActor(request));
  if (!done)
    return refused(
      { kind: "photo", message: "That photo is not this product's any more: it may have been removed in another tab." },
      404,
    );
  const anchor = done === "removed" ? "" : `#photo-${parsed.action.photoId}`;
  return redirect(`${here}?done=${done}${anchor}`, 303);
}

/** An alt text's refusal, named after its photo for the notice at the top. */
function fieldError(failed: ActionData | undefined, photos: { id: number; position: number }[]) {
  if (failed?.kind !== "photo" || failed.altOf === undefined) return undefined;
  const photo = photos.find((p) => p.id === failed.altOf);
  if (!photo) return undefined;
  const label = `The description of ${photo.position === 0 ? "the cover photo" : `photo ${photo.position + 1}`}`;
  return { href: `#photo-${photo.id}-alt`, label, message: failed.message };
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { product, photos, done, added } = loaderData;
  const here = screenAddress(product.id);
  const failed = actionData as ActionData | undefined;
  const altError = (id: number): AltError | undefined =>
    failed?.kind === "photo" && failed.altOf === id
      ? { message: failed.message, value: failed.value ?? "" }
      : undefined;
  const notices = {
    done,
    added: failed?.kind === "upload" ? failed.added : added,
    problems:
      failed?.kind === "upload" ? failed.problems : failed && failed.altOf === undefined ? [failed.message] : [],
    field: fieldError(failed, photos),
    waiting: photos.some((p) => p.status === "processing"),
  };
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href={`/admin/products/${product.id}`} className="text-sm underline underline-offset-4">
          Back to {product.name}
        </a>
        {product.path && (
          <a href={product.path} className="text-sm underline underline-offset-4">
            See its page in the shop
          </a>
        )}
        <h1 className="text-3xl sm:text-4xl">Photos of {product.name}</h1>
        <p id="photos-count" className="text-sm text-ink-soft">
          {photos.length} of {PHOTO_LIMITS.perProduct} photos. The first is the cover; shoppers see them in this order.
        </p>
      </div>
      <PhotoNoticesRegion notices={notices} here={here} />
      {/* Without JavaScript the screen reloads itself while a photo is processing; with it, its script asks instead. */}
      {notices.waiting && (
        <noscript>
          <meta httpEquiv="refresh" content={String(NO_SCRIPT_REFRESH_SECONDS)} />
        </noscript>
      )}
      <div className="grid gap-8 lg:grid-cols-[24rem_1fr] lg:items-start">
        <PhotoUploadIsland action={here} />
        <section aria-labelledby="photos-list-heading" className="flex flex-col gap-4">
          <h2 id="photos-list-heading" className="text-2xl">
            The product’s photos
          </h2>
          <div id="photos-list">
            {photos.length === 0 ? (
              <p className="text-ink-soft">No photos yet: the shop shows its drawn artwork until you add some.</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {photos.map((p) => (
                  <PhotoCard
                    key={p.id}
                    photo={p}
                    count={photos.length}
                    isNew={notices.added?.includes(p.id) ?? false}
                    altError={altError(p.id)}
                  />
                ))}
              </ol>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
