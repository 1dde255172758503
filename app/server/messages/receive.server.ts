import { isHoneypotFilled, MAX_BODY_BYTES } from "~/features/messages/fields";
import { validateMessage } from "~/features/messages/schema";
import type { Db } from "../db/db.server";
import { BodyError, isFormType, isJsonType, parseJsonText, readBodyText } from "../base/read-body.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, tooManyRequests } from "../base/rate-limit.server";
import { storeMessage } from "./store.server";

/** At most this many messages from one address in the window; enough for a visitor, not for a flood. */
const RATE_LIMIT = { max: 8, windowSeconds: 600 } as const;

export interface ReceiveOptions {
  db: Db;
  clientAddress: string;
  rateLimit?: { max: number; windowSeconds: number };
  log?: Pick<Console, "info" | "warn">;
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The body as JSON or a form without script; its type is checked before a byte is read. */
async function readBody(
  request: Request,
): Promise<{ ok: true; data: unknown } | { ok: false; status: number; error: string }> {
  const json = isJsonType(request);
  if (!json && !isFormType(request)) return { ok: false, status: 415, error: "Send the message as JSON." };
  try {
    const raw = await readBodyText(request, MAX_BODY_BYTES);
    return { ok: true, data: json ? parseJsonText(raw) : Object.fromEntries(new URLSearchParams(raw)) };
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (error.status === 413) return { ok: false, status: 413, error: "The message is too long." };
    return { ok: false, status: error.status, error: "The message could not be read." };
  }
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
  const allowed = await hit(db, {
    key: addressLimitKey("messages", clientAddress),
    limit: rateLimit.max,
    windowSeconds: rateLimit.windowSeconds,
  });
  if (!allowed.ok) return tooManyRequests("Too many messages from your connection.", allowed);
  const id = await storeMessage(db, checked.message, clientAddress);
  log.info(`Stored ${checked.message.kind} message ${id}`);
  return answer(200, { received: true });
}
