import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Express } from "express";
import { chooseEncoding, precompressed, type Encoding } from "./accept-encoding.server";
import { isRefinedListing } from "./refined-listings.server";
import { isRefusedAdd } from "~/features/cart/refused-add";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

interface Representation {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  /** The file as built, and the encodings the build wrote beside it. */
  representations: Partial<Record<Encoding, Representation>>;
  encodings: Encoding[];
  /**
   * A page kept compressed only (`renderedPage`'s `identity: "unpacked"`): the ETag of its bytes as
   * they are, which a client taking neither brotli nor gzip is sent, unpacked from the gzip copy.
   */
  unpackedEtag?: string;
}

const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Hashed names never change; pre-rendered pages are checked on every visit; the rest hourly. */
function cacheControlFor(address: string, page: boolean): string {
  if (page) return PAGE_CACHE_CONTROL;
  if (address.startsWith("/assets/") || address.startsWith("/islands/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function represent(body: Buffer): Representation {
  return { body, etag: etagOf(body) };
}

/**
 * `body` in memory of its own size: zlib's output for a page is often a slice of its 16 kB
 * chunk, which a kept page would hold whole (a 3 kB brotli copy keeping 16 kB).
 */
function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return body;
  // Never from Buffer's shared pool, whose 8 kB slabs a kept copy would hold too.
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

/**
 * Every built file under `clientDir` except the folders in `skip`, read once into memory with
 * its `.br` and `.gz` siblings, by address: `/naledi/index.html` is also served at `/naledi`.
 */
export function loadStaticFiles(clientDir: string, skip: readonly string[] = ["img"]): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const suffixes = precompressed.map((e) => e.suffix as string);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(clientDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        if (!skip.includes(rel)) walk(full);
        continue;
      }
      if (suffixes.some((s) => entry.name.endsWith(s))) continue;
      const page = entry.name === "index.html";
      const address = `/${rel}`;
      const pageAddress = page ? address.replace(/\/?index\.html$/, "") || "/" : undefined;
      const representations: StaticFile["representations"] = { identity: represent(fs.readFileSync(full)) };
      for (const { name, suffix } of precompressed) {
        if (fs.existsSync(full + suffix)) representations[name] = represent(fs.readFileSync(full + suffix));
      }
      const file: StaticFile = {
        type: types[path.extname(entry.name)] ?? "application/octet-stream",
        cacheControl: cacheControlFor(address, page),
        representations,
        encodings: Object.keys(representations) as Encoding[],
      };
      files.set(address, file);
      if (pageAddress) files.set(pageAddress, file);
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return files;
}

/** Whether an If-None-Match header names this representation (weak comparison, as for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A handler on Node's own request and response, usable as Express middleware too. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How hard a page rendered while serving is compressed: as the build does, or fast enough for a request to wait on. */
const COMPRESSION = {
  build: { brotliQuality: 10, gzipLevel: 9 },
  fast: { brotliQuality: 5, gzipLevel: 6 },
} as const;

/**
 * A page rendered while serving (the catalogue changed), compressed once off the main thread
 * as the build compresses (scripts/precompress.ts), then kept like a built page. A filtered
 * listing (refined-listings.server.ts) is compressed `fast`, its first visitor waiting on it.
 */
export async function renderedPage(
  body: Buffer,
  type: string,
  {
    cacheControl = PAGE_CACHE_CONTROL,
    effort = "build",
    identity = "kept",
  }: {
    cacheControl?: string;
    effort?: keyof typeof COMPRESSION;
    /**
     * `kept`: the page as it is kept beside its compressed copies. `unpacked`: only its ETag kept,
     * its bytes unpacked from the gzip copy for the rare client that takes neither encoding (a
     * page's bytes as they are weigh 2.5 to 5 times its two compressed copies together).
     */
    identity?: "kept" | "unpacked";
  } = {},
): Promise<StaticFile> {
  const { brotliQuality, gzipLevel } = COMPRESSION[effort];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: gzipLevel }),
  ]);
  const compressed = { br: represent(ownBytes(br)), gzip: represent(ownBytes(gz)) };
  if (identity === "unpacked") {
    return { type, cacheControl, representations: compressed, encodings: ["br", "gzip"], unpackedEtag: etagOf(body) };
  }
  return {
    type,
    cacheControl,
    representations: { ...compressed, identity: represent(body) },
    encodings: ["br", "gzip", "identity"],
  };
}

/** The representation to send in `encoding`: a page kept compressed only is unpacked from its gzip copy. */
function representation(file: StaticFile, encoding: Encoding): Representation {
  const kept = file.representations[encoding];
  if (kept) return kept;
  const gz = file.representations.gzip;
  if (encoding !== "identity" || !gz || !file.unpackedEtag) throw new Error(`No ${encoding} representation`);
  return { body: zlib.gunzipSync(gz.body), etag: file.unpackedEtag };
}

/** Sends a file kept in memory: the encoding the client takes best, its ETag, a 304 when it has it. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"], file.encodings);
  const etag = file.representations[encoding]?.etag ?? file.unpackedEtag!;
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", etag);
  if (file.encodings.length > 1) res.setHeader("Vary", "Accept-Encoding");
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && matches(ifNoneMatch, etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const chosen = representation(file, encoding);
  res.setHeader("Content-Type", file.type);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", chosen.body.length);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/**
 * Serves `files` (the build's pages and assets, and pages rendered since) from memory for GET
 * and HEAD, brotli or gzip as compressed ahead when the client accepts it, with an ETag per
 * representation and 304s. It never compresses per request; images (already compressed) and
 * everything else go to the next handler.
 */
export function staticFiles(files: Map<string, StaticFile>): NodeHandler {
  const uncompressed = [...files.values()].filter((f) => f.type.startsWith("text/html") && f.encodings.length === 1);
  if (uncompressed.length > 0) {
    console.warn(`${uncompressed.length} pages have no .br/.gz files: run \`npm run build\` to compress them.`);
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const file = files.get(query < 0 ? url : url.slice(0, query));
    if (!file || isRefinedListing(url) || isRefusedAdd(url)) return next();
    sendFile(req, res, file);
  };
}

/**
 * Runs `handlers` in turn ahead of Express, whose setup of every request (new prototypes for the
 * request and response, the router) costs several times what sending a file from memory does;
 * what the last one passes on goes to Express as before.
 */
export function ahead(app: Express, ...handlers: NodeHandler[]): void {
  const target = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, done?: () => void) => void };
  const handle = target.handle.bind(app);
  target.handle = (req, res, done) => {
    const run = (i: number): void =>
      i < handlers.length ? handlers[i]!(req, res, () => run(i + 1)) : handle(req, res, done);
    run(0);
  };
}
