import { checkAlt } from "./alt-text";

/** A change the owner asks of one photo from the photos screen. */
export type PhotoIntent =
  { intent: "alt"; photoId: number; alt: string } | { intent: "up" | "down" | "cover" | "remove"; photoId: number };

export type ParsedIntent =
  | { ok: true; action: PhotoIntent }
  | { ok: false; photoId: number | undefined; field: "alt" | undefined; message: string };

const INTENTS = new Set(["alt", "up", "down", "cover", "remove"]);

/** Reads a photo form's fields: which photo, what to do, and the alt text for "alt". */
export function parsePhotoIntent(fields: URLSearchParams): ParsedIntent {
  const id = Number(fields.get("photo"));
  const photoId = Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
  const intent = fields.get("intent") ?? "";
  if (photoId === undefined || !INTENTS.has(intent)) {
    return {
      ok: false,
      photoId,
      field: undefined,
      message: "That form was not understood. Reload the page and try again.",
    };
  }
  if (intent !== "alt") return { ok: true, action: { intent: intent as "up" | "down" | "cover" | "remove", photoId } };
  const alt = checkAlt(fields.get("alt"));
  return alt.ok
    ? { ok: true, action: { intent, photoId, alt: alt.alt } }
    : { ok: false, photoId, field: "alt", message: alt.message };
}
