import { isHoneypotFilled, MAX_BODY_BYTES, validateMessage } from "~/features/messages/schema";
import type { Db } from "../db/db.server";
import { countRecentMessages, storeMessage } from "./store.server";

/** At most this many messages from one address in the window; enough for a visitor, not for a flood. */
export const RATE_LIMIT = { max: 8, windowSeconds: 600 } as const;

export interface ReceiveOptions {
  db: Db;
  clientAddress: string;
  rateLimit?: { max: number; windowSeconds: number };
  log?: Pick<Console, "info" | "warn">;
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

async function readBody(request: Request): Promise<{ ok: true; data: unknown } | { ok: false; status: number; error: string }> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, error: "The message is too long." };
  const type = request.headers.get("Content-Type") ?? "";
  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return { ok: false, status: 413, error: "The message is too long." };
  if (type.startsWith("application/json")) {
    try {
      return { ok: true, data: JSON.parse(raw) as unknown };
    } catch {
      return { ok: false, status: 400, error: "The message could not be read." };
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded")) return { ok: true, data: Object.fromEntries(new URLSearchParams(raw)) };
  return { ok: false, status: 415, error: "Send the message as JSON." };
}

/**
 * POST /api/messages: checks a contact message, newsletter subscription or sign-up, keeps it and
 * queues its relay. 200 when kept (and, silently, when the honeypot was filled: robots learn
 * nothing), 400 with each field's error, 413/415 for a body that cannot be read, 429 past the
 * rate limit.
 */
export async function receiveMessage(request: Request, options: ReceiveOptions): Promise<Response> {
  const { db, clientAddress, rateLimit = RATE_LIMIT, log = console } = options;
  const body = await readBody(request);
  if (!body.ok) return answer(body.status, { error: body.error });
  if (isHoneypotFilled(body.data)) {
    log.warn(`Dropped a message from ${clientAddress}: its hidden field was filled in`);
    return answer(200, { received: true });
  }
  const checked = validateMessage(body.data);
  if (!checked.ok) {
    return answer(400, { error: checked.formError ?? "Please correct the fields marked.", fields: checked.errors });
  }
  if ((await countRecentMessages(db, clientAddress, rateLimit.windowSeconds)) >= rateLimit.max) {
    return answer(
      429,
      { error: "Too many messages from your connection. Please try again in a few minutes." },
      { "Retry-After": String(rateLimit.windowSeconds) },
    );
  }
  const id = await storeMessage(db, checked.message, clientAddress);
  log.info(`Stored ${checked.message.kind} message ${id}`);
  return answer(200, { received: true });
}
