// WhatsApp's Cloud API (Meta's Graph API): the only module that calls it or reads its webhook.
// Send: POST {WHATSAPP_API_URL}/{phone-number-id}/messages with a template; its 200 only queues
// the message: what became of it comes later as status webhooks, signed with the app secret.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AccountTemplate } from "~/features/notices/template-check";
import type { Env } from "../base/env.server";

const TIMEOUT_MS = 15_000;

export interface WhatsappConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

/** The sending settings, or undefined when any is unset (the demo: notices stored, not sent). */
export function whatsappConfig(env: Env): WhatsappConfig | undefined {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  return { apiUrl: env.WHATSAPP_API_URL, token: env.WHATSAPP_TOKEN, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID };
}

export interface TemplateMessage {
  /** International digits, no +. */
  to: string;
  template: string;
  language: string;
  variables: readonly string[];
}

export type ProviderAnswer =
  | { ok: true; id: string }
  /** `final`: the provider refused this message for good (its code says why); else try again later. */
  | { ok: false; final: boolean; status: number; code?: string; text: string };

/** Sends one template message; never throws. */
export async function sendTemplate(
  config: WhatsappConfig,
  m: TemplateMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderAnswer> {
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: m.to,
    type: "template",
    template: {
      name: m.template,
      language: { code: m.language },
      components: m.variables.length
        ? [{ type: "body", parameters: m.variables.map((text) => ({ type: "text", text })) }]
        : [],
    },
  };
  try {
    const response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, "")}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 2000);
    const answer = parseJson(text) as {
      messages?: { id?: string }[];
      error?: { code?: number; message?: string; error_data?: { details?: string } };
    };
    const id = answer?.messages?.[0]?.id;
    if (response.ok && id) return { ok: true, id };
    const code = answer?.error?.code;
    // Meta's throttling and its own outages are tried again; any other refusal is final for this number.
    const final = response.status >= 400 && response.status < 500 && response.status !== 429 && code !== 130429;
    return {
      ok: false,
      final,
      status: response.status,
      ...(code !== undefined ? { code: String(code) } : {}),
      text: answer?.error?.message ?? text,
    };
  } catch (error) {
    return { ok: false, final: false, status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether `X-Hub-Signature-256` is "sha256=" and the HMAC-SHA256 of the raw body with the app secret. */
export function validWhatsappSignature(appSecret: string, raw: Uint8Array, header: string | null): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", appSecret).update(raw).digest("hex"));
  const given = Buffer.from(header.slice("sha256=".length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One status of the webhook: a message of ours sent, delivered, read or failed. */
export interface WhatsappStatus {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
  code?: string;
  title?: string;
  pricingCategory?: string;
  billable?: boolean;
}

/** One text she wrote to the shop's number. */
export interface WhatsappText {
  from: string;
  body: string;
}

const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

/** The statuses and inbound texts of one webhook body (`entry[].changes[].value`); anything else ignored. */
export function readWhatsappWebhook(body: unknown): { statuses: WhatsappStatus[]; texts: WhatsappText[] } {
  const statuses: WhatsappStatus[] = [];
  const texts: WhatsappText[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { value?: Record<string, unknown> })?.value ?? {};
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        const status = s as {
          id?: unknown;
          status?: unknown;
          timestamp?: unknown;
          errors?: { code?: unknown; title?: unknown }[];
          pricing?: { category?: unknown; billable?: unknown };
        };
        if (typeof status.id !== "string" || typeof status.status !== "string" || !STATUSES.has(status.status))
          continue;
        const seconds = Number(status.timestamp);
        const error = status.errors?.[0];
        statuses.push({
          id: status.id,
          status: status.status as WhatsappStatus["status"],
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          ...(error?.code !== undefined ? { code: String(error.code) } : {}),
          ...(typeof error?.title === "string" ? { title: error.title } : {}),
          ...(typeof status.pricing?.category === "string" ? { pricingCategory: status.pricing.category } : {}),
          ...(typeof status.pricing?.billable === "boolean" ? { billable: status.pricing.billable } : {}),
        });
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const message = m as { from?: unknown; type?: unknown; text?: { body?: unknown } };
        if (typeof message.from === "string" && message.type === "text" && typeof message.text?.body === "string")
          texts.push({ from: message.from, body: message.text.body });
      }
    }
  }
  return { statuses, texts };
}

/**
 * Every template of the WhatsApp business account (GET /{business-account-id}/message_templates,
 * page after page), for the check of the shop's against them.
 */
export async function accountTemplates(
  config: Pick<WhatsappConfig, "apiUrl" | "token">,
  businessAccountId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AccountTemplate[]> {
  const templates: AccountTemplate[] = [];
  let next: string | undefined =
    `${config.apiUrl.replace(/\/+$/, "")}/${businessAccountId}/message_templates?fields=name,language,status,category,components&limit=100`;
  while (next) {
    const response: Response = await fetchImpl(next, {
      headers: { Authorization: `Bearer ${config.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const page = (await response.json()) as {
      data?: AccountTemplate[];
      paging?: { next?: string };
      error?: { message?: string };
    };
    if (!response.ok) throw new Error(`WhatsApp answered ${response.status}: ${page.error?.message ?? ""}`);
    templates.push(...(page.data ?? []));
    next = page.paging?.next;
  }
  return templates;
}
