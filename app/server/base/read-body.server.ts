/** Largest request body the shop's API reads unless told otherwise (orders, messages). */
const MAX_BODY_BYTES = 32 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body's bytes, stopping as soon as it passes the limit (declared or as it
 * arrives), so an oversized body is refused without being held in memory.
 */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const tooLarge = () => new BodyError(413, `The request body is too large: at most ${limit / 1024} kB is accepted.`);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw new BodyError(400, "The request body could not be read.");
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the connection before the 413 is sent. The rest is
      // discarded unread once the answer is out (discardUnreadBody).
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a request body as UTF-8 text within the limit (bytes that are not UTF-8 become U+FFFD). */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBodyBytes(request, limit));
}

/** Deepest nesting of objects and arrays a body may have; the shop's own bodies use 3. */
const MAX_JSON_DEPTH = 16;

/** How deeply a JSON text nests objects and arrays, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}

export const isJsonType = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/** Parses a JSON text read within the limit; empty, malformed or absurdly nested text is a 400. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") throw new BodyError(400, "The request body is empty.");
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new BodyError(400, "The request body nests too deeply.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, "The request body is not valid JSON.");
  }
}

/** Reads a JSON request body within the limit, its type checked first; the error says what is wrong. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonType(request)) throw new BodyError(415, "Send the body as JSON (Content-Type: application/json).");
  return parseJsonText(await readBodyText(request, limit));
}

export const isFormType = (request: Request) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/**
 * Reads a form (application/x-www-form-urlencoded, what an HTML form posts) within the limit, its
 * type checked first: anything else, multipart included, is a 415 before a byte is read.
 */
export async function readFormBody(request: Request, limit: number): Promise<URLSearchParams> {
  if (!isFormType(request))
    throw new BodyError(415, "Send the form as application/x-www-form-urlencoded, as the shop's own forms do.");
  return new URLSearchParams(await readBodyText(request, limit));
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A JSON error answer: { error: message }. */
export function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return json({ error: message }, status, headers);
}

/**
 * A third party's signed webhook: POST only, JSON only, at most `limit` bytes read, then `handle`
 * with the body's exact bytes (the signature is over them); its outcome answered as JSON.
 */
export async function signedWebhook(
  request: Request,
  limit: number,
  handle: (raw: Uint8Array) => Promise<{ status: number; message: string }>,
  allow = "POST",
): Promise<Response> {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: allow });
  if (!isJsonType(request)) return jsonError(415, "Send the body as JSON (Content-Type: application/json).");
  let raw: Uint8Array;
  try {
    raw = await readBodyBytes(request, limit);
  } catch (error) {
    if (error instanceof BodyError) return jsonError(error.status, error.message);
    throw error;
  }
  const outcome = await handle(raw);
  return outcome.status === 200
    ? json({ ok: true, message: outcome.message })
    : jsonError(outcome.status, outcome.message);
}
