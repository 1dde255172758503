/** Largest request body the order API reads. */
export const MAX_BODY_BYTES = 32 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body as text, stopping as soon as it passes the limit, so an oversized body
 * is refused without being held in memory.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new BodyError(413, `The request body is too large: at most ${limit / 1024} kB is accepted.`);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** Reads a JSON request body within the limit; the error says what is wrong. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new BodyError(415, "Send the body as JSON (Content-Type: application/json).");
  const text = await readBodyText(request, limit);
  if (text.trim() === "") throw new BodyError(400, "The request body is empty.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, "The request body is not valid JSON.");
  }
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
