// The providers' webhooks: WhatsApp's statuses and her texts, Termii's delivery reports. Each
// receipt moves its message (and its notice) only forward, however often it comes.
import { isStopText } from "~/features/notices/stop";
import { internationalDigits } from "~/features/whatsapp";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { readWhatsappWebhook, validWhatsappSignature } from "../adapters/whatsapp.server";
import { readTermiiInbound, readTermiiReport, validTermiiSignature } from "../adapters/termii.server";
import { applyReceipt, stopMessages } from "./store.server";

export interface WebhookOutcome {
  status: number;
  message: string;
}

/** GET /api/whatsapp/webhook: Meta's subscription check, answered with its challenge when the token is ours. */
export function whatsappChallenge(env: Env, params: URLSearchParams): WebhookOutcome {
  const token = env.WHATSAPP_VERIFY_TOKEN;
  if (!token || params.get("hub.mode") !== "subscribe" || params.get("hub.verify_token") !== token)
    return { status: 403, message: "Not subscribed." };
  return { status: 200, message: params.get("hub.challenge") ?? "" };
}

/** POST /api/whatsapp/webhook: statuses move notices; a STOP stops her notices at once. */
export async function handleWhatsappWebhook(
  { env, db }: { env: Env; db: Db },
  raw: Uint8Array,
  signature: string | null,
): Promise<WebhookOutcome> {
  if (!env.WHATSAPP_APP_SECRET) return { status: 403, message: "WhatsApp's webhook is not set up here." };
  if (!validWhatsappSignature(env.WHATSAPP_APP_SECRET, raw, signature))
    return { status: 401, message: "Bad signature." };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { status: 400, message: "The body is not JSON." };
  }
  const { statuses, texts } = readWhatsappWebhook(body);
  for (const text of texts) if (isStopText(text.body)) await stopMessages(db, internationalDigits(`+${text.from}`));
  for (const s of statuses) {
    await applyReceipt(db, {
      providerId: s.id,
      state: s.status,
      at: s.at,
      ...(s.code ? { code: s.code } : {}),
      ...(s.title ? { title: s.title } : {}),
      ...(s.pricingCategory ? { pricingCategory: s.pricingCategory } : {}),
      ...(s.billable !== undefined ? { billable: s.billable } : {}),
    });
  }
  return { status: 200, message: `${statuses.length} statuses, ${texts.length} texts` };
}

/** POST /api/termii/webhook: Termii's delivery reports, and her texts (a STOP stops her notices). */
export async function handleTermiiReport(
  { env, db }: { env: Env; db: Db },
  raw: Uint8Array,
  signature: string | null,
): Promise<WebhookOutcome> {
  if (!env.TERMII_SECRET_KEY) return { status: 403, message: "Termii's reports are not set up here." };
  if (!validTermiiSignature(env.TERMII_SECRET_KEY, raw, signature)) return { status: 401, message: "Bad signature." };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { status: 400, message: "The body is not JSON." };
  }
  const inbound = readTermiiInbound(body);
  if (inbound) {
    if (isStopText(inbound.text)) await stopMessages(db, internationalDigits(`+${inbound.from}`));
    return { status: 200, message: "A text received." };
  }
  const report = readTermiiReport(body);
  if (!report) return { status: 200, message: "Not a delivery report." };
  const outcome = await applyReceipt(db, {
    providerId: report.messageId,
    state: report.status,
    at: report.at,
    ...(report.status === "failed" ? { code: report.words, title: report.words } : {}),
    ...(report.cost ? { cost: report.cost } : {}),
  });
  return { status: 200, message: outcome };
}
