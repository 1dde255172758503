import { controlClass } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { PHOTO_LIMITS } from "~/features/photos";

/** One of a product's photos as its screen shows it. */
export interface PhotoCardView {
  id: number;
  position: number;
  alt: string;
  status: "processing" | "ready" | "failed";
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** The alt text form's refusal, with what was typed, shown beside that photo's field. */
export interface AltError {
  message: string;
  value: string;
}

const STATUS_TEXT = {
  processing: "Processing…",
  ready: "Ready",
  failed: "Could not be prepared: remove it and upload it again.",
} as const;

/** The card's buttons: smaller than the shop's, so three fit across a phone. */
const BUTTON = "label-caps inline-flex min-h-11 items-center justify-center border text-xs transition-colors";
const small = `${BUTTON} border-ink px-3 hover:bg-ink hover:text-ivory`;
const save = `${BUTTON} shrink-0 self-start border-ink px-4 hover:bg-ink hover:text-ivory`;
const danger = `${BUTTON} border-danger px-4 text-danger hover:bg-danger hover:text-ivory`;

function Thumbnail({ photo }: { photo: PhotoCardView }) {
  if (photo.status === "ready") {
    return <Picture image={photo} alt="" sizes="(min-width: 640px) 160px, 96px" className="bg-linen" />;
  }
  return (
    <div
      className="flex items-center justify-center bg-linen p-2 text-center text-xs text-ink-soft"
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
    >
      {photo.status === "processing" ? "Processing…" : "Failed"}
    </div>
  );
}

/** A hidden photo id and intent, with one button. */
function PhotoButton({
  id,
  intent,
  label,
  photoName,
  className = small,
}: {
  id: number;
  intent: string;
  label: string;
  photoName: string;
  className?: string;
}) {
  return (
    <form method="post">
      <input type="hidden" name="photo" value={id} />
      <button type="submit" name="intent" value={intent} className={className}>
        {label}
        <span className="sr-only"> ({photoName})</span>
      </button>
    </form>
  );
}

/** The photo's alt text, required, saved on its own; a refusal shows beside it with what was typed. */
function AltForm({ photo, error }: { photo: PhotoCardView; error?: AltError }) {
  const altId = `photo-${photo.id}-alt`;
  return (
    <form method="post" className="flex flex-col gap-1.5">
      <input type="hidden" name="photo" value={photo.id} />
      <label htmlFor={altId} className="label-caps text-ink-soft">
        Description (alt text)
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={altId}
          name="alt"
          required
          maxLength={PHOTO_LIMITS.altLength}
          defaultValue={error?.value ?? photo.alt}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${altId}-error` : undefined}
          className={controlClass}
        />
        <button type="submit" name="intent" value="alt" className={save}>
          Save
        </button>
      </div>
      {error && (
        <p id={`${altId}-error`} className="text-sm text-danger">
          {error.message}
        </p>
      )}
    </form>
  );
}

/**
 * A photo: its thumbnail and state, its alt text (required, saved on its own), moves up and
 * down, "Make cover", and a removal asked twice (the second button shows once "Remove…" is opened).
 */
export function PhotoCard({
  photo,
  count,
  isNew,
  altError,
}: {
  photo: PhotoCardView;
  count: number;
  /** Just uploaded: marked, so the owner finds what she added. */
  isNew: boolean;
  altError?: AltError;
}) {
  const name = photo.position === 0 ? "Cover photo" : `Photo ${photo.position + 1}`;
  return (
    <li
      id={`photo-${photo.id}`}
      aria-labelledby={`photo-${photo.id}-name`}
      data-status={photo.status}
      className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-3 border border-line bg-white p-3 sm:grid-cols-[10rem_1fr] sm:p-4"
    >
      <div id={`photo-${photo.id}-thumb`} className="sm:row-span-3">
        <Thumbnail photo={photo} />
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-3">
        <h3 id={`photo-${photo.id}-name`} className="font-sans text-base font-semibold">
          {name}
          {isNew && <span className="ml-2 bg-linen px-1.5 py-0.5 text-xs font-normal text-ink">New</span>}
        </h3>
        <p
          id={`photo-${photo.id}-status`}
          className={`text-sm ${photo.status === "failed" ? "text-danger" : "text-ink-soft"}`}
        >
          {STATUS_TEXT[photo.status]}
        </p>
      </div>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">
        <AltForm photo={photo} error={altError} />
      </div>
      <div className="col-span-2 flex flex-wrap items-start gap-2 sm:col-span-1 sm:col-start-2">
        {photo.position > 0 && <PhotoButton id={photo.id} intent="up" label="Move up" photoName={name} />}
        {photo.position < count - 1 && <PhotoButton id={photo.id} intent="down" label="Move down" photoName={name} />}
        {photo.position > 0 && <PhotoButton id={photo.id} intent="cover" label="Make cover" photoName={name} />}
        <details className="basis-full text-sm">
          <summary className="label-caps inline-flex min-h-11 cursor-pointer items-center text-danger">Remove…</summary>
          <div className="flex flex-col gap-2 pt-1">
            <p>Remove this photo? Shoppers stop seeing it.</p>
            <PhotoButton id={photo.id} intent="remove" label="Remove this photo" photoName={name} className={danger} />
          </div>
        </details>
      </div>
    </li>
  );
}
