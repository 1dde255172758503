// Mailgun, for the lists' emails (docs/decisions/297-list-mail-through-mailgun.md): the one module
// that calls it (POST /v3/{domain}/messages) and reads its signed webhooks.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Env } from "../base/env.server";

const TIMEOUT_MS = 15_000;

export interface MailgunConfig {
  apiUrl: string;
  apiKey: string;
  domain: string;
  from: string;
  /** The HTTP webhook signing key; without it events are refused (nothing is suppressed unsigned). */
  signingKey: string | undefined;
  perSecond: number;
}

const needed = ["MAILGUN_API_KEY", "MAILGUN_DOMAIN", "MAILGUN_FROM"] as const;

/** Mailgun's settings, or the variables still missing (then the lists' emails stay with EmailJS or the demo mailbox). */
export function mailgunConfig(env: Env): { ok: true; config: MailgunConfig } | { ok: false; missing: string[] } {
  const missing = needed.filter((name) => !env[name]);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    config: {
      apiUrl: env.MAILGUN_API_URL.replace(/\/+$/, ""),
      apiKey: env.MAILGUN_API_KEY!,
      domain: env.MAILGUN_DOMAIN!,
      from: env.MAILGUN_FROM!,
      signingKey: env.MAILGUN_WEBHOOK_SIGNING_KEY || undefined,
      perSecond: env.MAILGUN_PER_SECOND,
    },
  };
}

/** One list email to one subscriber, as the shop writes it. */
export interface ListMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058: `<https://…>`, posted to with `List-Unsubscribe=One-Click`. */
  listUnsubscribe: string;
  /** Which list email ("sale-news:12"), and its outbox row: sent back in every event. */
  campaign: string;
  outboxId: number;
}

export type MailgunSend =
  | { ok: true; id: string }
  | { ok: false; status: number; text: string; /** Seconds to wait (a 429's Retry-After). */ retryAfter?: number };

const accepted = z.object({ id: z.string(), message: z.string().optional() });

/** Sends one message; never throws. 429: Mailgun's rate limit, with how long to wait when it says. */
export async function sendListMessage(
  config: MailgunConfig,
  message: ListMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<MailgunSend> {
  const form = new FormData();
  form.append("from", config.from);
  form.append("to", message.to);
  form.append("subject", message.subject);
  form.append("text", message.text);
  form.append("html", message.html);
  form.append("h:List-Unsubscribe", message.listUnsubscribe);
  form.append("h:List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
  form.append("o:tag", message.campaign.split(":")[0]!);
  form.append("v:campaign", message.campaign);
  form.append("v:outbox", String(message.outboxId));
  try {
    const response = await fetchImpl(`${config.apiUrl}/v3/${encodeURIComponent(config.domain)}/messages`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`api:${config.apiKey}`).toString("base64")}` },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 1000);
    if (response.ok) {
      const parsed = accepted.safeParse(safeJson(text));
      return parsed.success ? { ok: true, id: parsed.data.id } : { ok: false, status: response.status, text };
    }
    const retry = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      status: response.status,
      text,
      ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
    };
  } catch (error) {
    return { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An event as the shop keeps it: only the kinds the lists act on. */
export interface MailEvent {
  id: string;
  kind: "delivered" | "bounced" | "complained" | "unsubscribed";
  email: string;
  campaign: string;
  outboxId: number | null;
}

const webhookBody = z.object({
  signature: z.object({
    timestamp: z.string().regex(/^\d+$/),
    token: z.string().min(1).max(200),
    signature: z.string(),
  }),
  "event-data": z.object({
    id: z.string().min(1).max(200),
    event: z.string(),
    recipient: z.string().max(320),
    severity: z.string().optional(),
    "user-variables": z.record(z.string(), z.unknown()).optional(),
  }),
});

/** How far a webhook's timestamp may be from now: older ones are replays. */
const WEBHOOK_FRESH_SECONDS = 15 * 60;

/** Mailgun's signature: HMAC-SHA256 of timestamp + token under the webhook signing key, in hex. */
function signWebhook(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest("hex");
}

/**
 * A webhook's body read: "refused" (not JSON of Mailgun's shape, a bad signature, a stale
 * timestamp), "ignored" (an event the lists do not act on: opened, a temporary failure…), or the event.
 */
export function readWebhook(
  signingKey: string,
  body: unknown,
  now: Date,
): { refused: string } | { ignored: string } | { event: MailEvent } {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return { refused: "not a Mailgun event" };
  const { signature, "event-data": data } = parsed.data;
  const expected = Buffer.from(signWebhook(signingKey, signature.timestamp, signature.token), "hex");
  const given = Buffer.from(signature.signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: "bad signature" };
  if (Math.abs(now.getTime() / 1000 - Number(signature.timestamp)) > WEBHOOK_FRESH_SECONDS)
    return { refused: "stale timestamp" };
  const kind =
    data.event === "delivered"
      ? "delivered"
      : data.event === "failed" && data.severity === "permanent"
        ? "bounced"
        : data.event === "complained"
          ? "complained"
          : data.event === "unsubscribed"
            ? "unsubscribed"
            : undefined;
  if (!kind) return { ignored: `${data.event}${data.severity ? ` (${data.severity})` : ""}` };
  const vars = data["user-variables"] ?? {};
  const campaign = typeof vars.campaign === "string" ? vars.campaign.slice(0, 100) : "";
  const outbox = Number(vars.outbox);
  return {
    event: {
      id: data.id,
      kind,
      email: data.recipient.toLowerCase(),
      campaign,
      outboxId: Number.isSafeInteger(outbox) && outbox > 0 ? outbox : null,
    },
  };
}
