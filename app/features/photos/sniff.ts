/** A photo format the shop takes, as its bytes say. */
export type PhotoFormat = "jpeg" | "png" | "webp" | "avif";

/** What a file's first bytes say it is, whatever its name or the browser's type claim. */
export type Sniffed = { ok: true; format: PhotoFormat } | { ok: false; kind: "heic" | "pdf" | "gif" | "unknown" };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The brands of an ISO media file's leading `ftyp` box: its major brand and the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(Math.max(size, 16), bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Reads the format from the file's magic numbers (JPEG, PNG, WebP, AVIF), or names what it is instead. */
export function sniffPhoto(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, format: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, format: "png" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { ok: true, format: "webp" };
  }
  const brands = ftypBrands(bytes);
  if (brands?.some((b) => AVIF_BRANDS.has(b))) return { ok: true, format: "avif" };
  if (brands?.some((b) => HEIC_BRANDS.has(b))) return { ok: false, kind: "heic" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { ok: false, kind: "pdf" };
  if (ascii(bytes, 0, 4) === "GIF8") return { ok: false, kind: "gif" };
  return { ok: false, kind: "unknown" };
}
