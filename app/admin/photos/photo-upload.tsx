import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { MB, PHOTO_LIMITS } from "~/features/photos";
import { island } from "~/lib/islands/island";
import { useProcessingRefresh } from "./photo-refresh";
import { swapFromPage } from "./swap-page";

interface Chosen {
  name: string;
  url: string;
  note?: string;
}

const fileClass =
  "w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:border file:border-ink file:bg-white file:px-4 file:label-caps focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-hazel";

/** What the browser can tell of a chosen file before it is sent; the server checks its bytes. */
function noteFor(file: File): string | undefined {
  if (file.size > PHOTO_LIMITS.fileBytes) return `Larger than ${PHOTO_LIMITS.fileBytes / MB} MB: it will be refused.`;
  if (/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return "A HEIC photo: it will be refused.";
  return undefined;
}

/**
 * The photos upload form: two file inputs (the camera, and the phone's gallery), posted as
 * multipart without JavaScript. With it, previews of the chosen photos, and a progress bar while
 * the same form is posted; the answer's notices and list replace the page's. While photos are
 * being prepared, their cards update themselves when they are ready.
 */
export function PhotoUpload({ action }: { action: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<number | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const { refreshing, restart } = useProcessingRefresh();

  useEffect(() => () => chosen.forEach((c) => URL.revokeObjectURL(c.url)), [chosen]);

  const onChange = () => {
    const files = [...form.current!.querySelectorAll<HTMLInputElement>("input[type=file]")].flatMap((i) => [
      ...(i.files ?? []),
    ]);
    setChosen(files.map((f) => ({ name: f.name, url: URL.createObjectURL(f), note: noteFor(f) })));
    setFailed(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (chosen.length === 0) return; // the server says what is missing
    event.preventDefault();
    const xhr = new XMLHttpRequest();
    xhr.open("POST", action);
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      setProgress(undefined);
      if (!swapFromPage(xhr.responseText))
        return setFailed("The upload was answered strangely: reload the page to see where it stands.");
      if (xhr.status < 400) history.replaceState(null, "", xhr.responseURL);
      form.current!.reset();
      setChosen([]);
      restart();
    };
    xhr.onerror = () => {
      setProgress(undefined);
      setFailed("The upload did not reach the shop: check the connection and try again.");
    };
    setProgress(0);
    xhr.send(new FormData(form.current!));
  };

  const busy = progress !== undefined;
  return (
    <form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onChange={onChange}
      onSubmit={onSubmit}
      data-refreshing={refreshing}
      aria-labelledby="add-photos-heading"
      className="flex flex-col gap-4 border border-line bg-white p-4"
    >
      <h2 id="add-photos-heading" className="text-2xl">
        Add photos
      </h2>
      <p id="photos-hint" className="text-sm text-ink-soft">
        JPEG, PNG, WebP or AVIF, up to {PHOTO_LIMITS.fileBytes / MB} MB each; at most {PHOTO_LIMITS.perProduct} photos a
        product.
      </p>
      {/* A phone offers the camera at once with `capture`; the second input opens its gallery. */}
      <div className="flex flex-col gap-1.5 pointer-fine:hidden">
        <label htmlFor="photos-camera" className="label-caps text-ink-soft">
          Take photos
        </label>
        <input
          id="photos-camera"
          type="file"
          name="photos"
          accept="image/*"
          capture="environment"
          multiple
          aria-describedby="photos-hint"
          className={fileClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="photos-gallery" className="label-caps text-ink-soft">
          Choose photos
        </label>
        <input
          id="photos-gallery"
          type="file"
          name="photos"
          accept="image/*"
          multiple
          aria-describedby="photos-hint"
          className={fileClass}
        />
      </div>
      {chosen.length > 0 && (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {chosen.map((c) => (
            <li key={c.url} className="flex flex-col gap-1 text-xs">
              <img src={c.url} alt="" className="aspect-square w-full bg-linen object-cover" />
              <span className="truncate">{c.name}</span>
              {c.note && <span className="text-danger">{c.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <div className="flex flex-col gap-1">
          <label htmlFor="photos-progress" className="text-sm">
            {progress < 100 ? `Uploading… ${progress}%` : "Preparing the photos…"}
          </label>
          <progress id="photos-progress" max={100} value={progress} className="h-2 w-full accent-ink" />
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary", "self-start")}>
        Upload photos
      </button>
    </form>
  );
}

export const PhotoUploadIsland = island("photo-upload", PhotoUpload);
