import type { IncomingMessage } from "node:http";

/**
 * The addresses whose POSTs carry files: the owner's photos, the prices screen's file and a
 * shopper's bespoke request with its reference photos. Only these get the long request timeout
 * here, and large bodies in deploy/nginx.conf.
 */
const UPLOAD_ADDRESSES = [
  /^\/admin\/products\/[1-9]\d{0,8}\/photos$/,
  /^\/admin\/products\/prices$/,
  /^\/bespoke$/,
] as const;

/** 25 MB photo at 150 kB/s (a slow phone link) takes 175 s: four minutes fits it and the form. */
export const UPLOAD_TIMEOUT_MS = 240_000;

/** Whether a request is a POST to one of the upload addresses (its query aside). */
export function isUpload(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (req.method !== "POST") return false;
  const path = (req.url ?? "").split("?")[0]!;
  return UPLOAD_ADDRESSES.some((address) => address.test(path));
}
