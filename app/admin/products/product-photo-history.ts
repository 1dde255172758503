type Changes = Record<string, [unknown, unknown]>;

// A product's photo changes in its history: added, removed, moved, described. Each entry stores
// the photo's number ({photo: [before, after]}, 1 for the cover) and, where it matters, its
// description ({alt: [before, after]}).

export const PHOTO_KINDS = {
  "photo-add": "Photo added",
  "photo-remove": "Photo removed",
  "photo-move": "Photo moved",
  "photo-alt": "Photo description changed",
} as const;

export type PhotoKind = keyof typeof PHOTO_KINDS;

export const isPhotoKind = (kind: string): kind is PhotoKind => Object.hasOwn(PHOTO_KINDS, kind);

const numbered = (n: unknown) => (Number(n) === 1 ? "photo 1 (the cover)" : `photo ${String(n)}`);
const quoted = (text: unknown) => `“${String(text ?? "")}”`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The line under a photo entry: "Photo 3 → photo 1 (the cover)", "Photo 2: “old” → “new”". */
export function photoLines(kind: PhotoKind, changes: Changes): string[] {
  const [from, to] = changes.photo ?? [];
  const [oldAlt, newAlt] = changes.alt ?? [];
  switch (kind) {
    case "photo-add":
      return [`${capital(numbered(to))}: ${quoted(newAlt)}`];
    case "photo-remove":
      return [`${capital(numbered(from))}: ${quoted(oldAlt)}`];
    case "photo-move":
      return [`${capital(numbered(from))} → ${numbered(to)}`];
    case "photo-alt":
      return [`${capital(numbered(to))}: ${quoted(oldAlt)} → ${quoted(newAlt)}`];
  }
}
