import type { RequestHandler, Response } from "express";
import { parsePhotoAddress } from "~/features/photos";
import { ByteCache } from "./byte-cache.server";
import type { PhotoFiles } from "./photo-files.server";

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/** Recently served variants kept in memory: a product page's photos at three widths in two formats are about 0.5 MB. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** The one process-wide cache, so a removed photo can be forgotten at once here (other servers let it age out). */
export const servedPhotos = new ByteCache(CACHE_BYTES);

/** Whether an If-None-Match header names this ETag (`*`, any photo at all, is checked apart). */
const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/**
 * Serves the owner's photos at `/img/p/<hash>.<width>.<format>` from their files (PHOTOS_DIR,
 * which every server shares), never through the database: immutable (the address names the content), an ETag, 404 for an address no
 * photo has. Every other address goes on at once, to the build's images.
 */
export function photoImages(files: PhotoFiles, cache = servedPhotos): RequestHandler {
  return async (req, res, next) => {
    if (!req.path.startsWith("/img/p/") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const address = parsePhotoAddress(req.path);
    if (!address) return notFound(res);
    const etag = `"${address.hash}.${address.width}.${address.format}"`;
    const ifNoneMatch = req.headers["if-none-match"];
    const notModified = () => {
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("ETag", etag);
      res.status(304).end();
    };
    // The address names the content: a browser holding it has it as it is.
    if (ifNoneMatch && matches(ifNoneMatch, etag)) return notModified();
    let bytes = cache.get(req.path);
    if (!bytes) {
      try {
        bytes = await files.read(files.variant(address.hash, address.width, address.format));
      } catch (error) {
        return next(error);
      }
      if (!bytes) return notFound(res);
      cache.set(req.path, bytes);
    }
    // `*` asks whether the photo exists at all: only one that does is not modified.
    if (ifNoneMatch?.trim() === "*") return notModified();
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", etag);
    res.setHeader("Content-Type", TYPES[address.format]);
    res.setHeader("Content-Length", bytes.length);
    res.end(req.method === "HEAD" ? undefined : bytes);
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** No such photo (yet): said, and not kept by any cache, so the address works once the photo is ready. */
function notFound(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).type("text/plain").send("Not Found");
}
