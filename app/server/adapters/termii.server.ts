// Termii's SMS API: the only module that calls it or reads its delivery reports. Send: POST
// {TERMII_API_URL}/api/sms/send, JSON with api_key, to, from (the sender id), sms, type "plain"
// and channel "dnd" (the transactional route, which reaches numbers on Do-Not-Disturb). Its
// reports come to the shop's webhook signed with X-Termii-Signature (HMAC-SHA512 of the body).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../base/env.server";
import type { ProviderAnswer } from "./whatsapp.server";

const TIMEOUT_MS = 15_000;

export interface TermiiConfig {
  apiUrl: string;
  apiKey: string;
  senderId: string;
}

/** The sending settings, or undefined when any is unset. */
export function termiiConfig(env: Env): TermiiConfig | undefined {
  if (!env.TERMII_API_KEY || !env.TERMII_SENDER_ID) return undefined;
  return { apiUrl: env.TERMII_API_URL, apiKey: env.TERMII_API_KEY, senderId: env.TERMII_SENDER_ID };
}

/** Sends one SMS on the DND route; never throws. */
export async function sendSms(
  config: TermiiConfig,
  m: { to: string; sms: string },
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderAnswer> {
  const body = { api_key: config.apiKey, to: m.to, from: config.senderId, sms: m.sms, type: "plain", channel: "dnd" };
  try {
    const response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, "")}/api/sms/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 2000);
    let answer: { message_id?: unknown; message?: unknown } | undefined;
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      answer = undefined;
    }
    const id = answer?.message_id;
    if (response.ok && (typeof id === "string" || typeof id === "number")) return { ok: true, id: String(id) };
    const final = response.status >= 400 && response.status < 500 && response.status !== 429;
    return {
      ok: false,
      final,
      status: response.status,
      text: typeof answer?.message === "string" ? answer.message : text,
    };
  } catch (error) {
    return { ok: false, final: false, status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether `X-Termii-Signature` is the hex HMAC-SHA512 of the raw body with the account's secret key. */
export function validTermiiSignature(secret: string, raw: Uint8Array, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(createHmac("sha512", secret).update(raw).digest("hex"));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One delivery report: Termii's message id, where it got, and its cost. */
export interface TermiiReport {
  messageId: string;
  status: "sent" | "delivered" | "failed";
  /** Termii's words for it ("DND Active on Phone Number", "Expired"). */
  words: string;
  cost?: string;
  at: Date;
}

/** Termii's report statuses: delivered to the handset, handed to the network, or refused. */
const REPORT_STATES: Record<string, TermiiReport["status"]> = {
  delivered: "delivered",
  received: "delivered",
  "message sent": "sent",
  sent: "sent",
  "message failed": "failed",
  failed: "failed",
  rejected: "failed",
  expired: "failed",
  "dnd active on phone number": "failed",
};

/** A delivery report's body, or undefined for any other event (a device's status). */
export function readTermiiReport(body: unknown): TermiiReport | undefined {
  const b = body as { type?: unknown; message_id?: unknown; status?: unknown; cost?: unknown };
  // A text she sent the shop's number ("Received") is no report of ours.
  if (b?.type === "inbound") return undefined;
  if ((typeof b?.message_id !== "string" && typeof b?.message_id !== "number") || typeof b.status !== "string")
    return undefined;
  const status = REPORT_STATES[b.status.trim().toLowerCase()];
  if (!status) return undefined;
  return {
    messageId: String(b.message_id),
    status,
    words: b.status,
    ...(b.cost !== undefined && b.cost !== null ? { cost: String(b.cost) } : {}),
    // Its sent_at is when the message left, not when this report was made: the report's time is now.
    at: new Date(),
  };
}

/** A text she sent the shop's number (Termii's "inbound" event): who, and what she wrote. */
export function readTermiiInbound(body: unknown): { from: string; text: string } | undefined {
  const b = body as { type?: unknown; sender?: unknown; message?: unknown };
  if (b?.type !== "inbound" || typeof b.sender !== "string" || typeof b.message !== "string") return undefined;
  return { from: b.sender, text: b.message };
}
