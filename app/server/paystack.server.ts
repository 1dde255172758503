import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { PaystackTransaction } from "~/features/checkout/verification";
import type { Env } from "./env.server";

/** The only module that talks to Paystack. */
export interface PaystackConfig {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
}

/** Paystack's settings, or undefined in demo mode (no keys set). */
export function paystackConfig(env: Env): PaystackConfig | undefined {
  if (!env.PAYSTACK_SECRET_KEY || !env.PAYSTACK_PUBLIC_KEY) return undefined;
  return { apiUrl: env.PAYSTACK_API_URL, secretKey: env.PAYSTACK_SECRET_KEY, publicKey: env.PAYSTACK_PUBLIC_KEY };
}

const transactionSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  gateway_response: z.string().nullish(),
  channel: z.string().nullish(),
  id: z.number().nullish(),
});

const verifyAnswer = z.discriminatedUnion("status", [
  z.object({ status: z.literal(true), message: z.string().optional(), data: transactionSchema }),
  z.object({ status: z.literal(false), message: z.string().optional() }),
]);

/** What the shop keeps of Paystack's answer (no card or customer details). */
export interface PaystackRecord extends PaystackTransaction {
  paidAt: string | null;
  gatewayResponse: string | null;
  channel: string | null;
  id: number | null;
}

export type VerifyResult = { kind: "found"; transaction: PaystackRecord } | { kind: "not-found"; message: string };

export class PaystackError extends Error {}

/** The charge.success event data, checked. */
export function toRecord(data: z.output<typeof transactionSchema>): PaystackRecord {
  return {
    reference: data.reference,
    status: data.status,
    amount: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
    gatewayResponse: data.gateway_response ?? null,
    channel: data.channel ?? null,
    id: data.id ?? null,
  };
}

/**
 * Asks Paystack about a transaction: GET {api}/transaction/verify/{reference} with the secret key.
 * Throws PaystackError when Paystack cannot be reached or answers something unexpected.
 */
export async function verifyTransaction(
  config: PaystackConfig,
  reference: string,
  fetchImpl: typeof fetch = fetch,
): Promise<VerifyResult> {
  const url = `${config.apiUrl.replace(/\/$/, "")}/transaction/verify/${encodeURIComponent(reference)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${config.secretKey}`, Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new PaystackError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PaystackError(`Paystack answered ${response.status} with a body that is not JSON`);
  }
  const parsed = verifyAnswer.safeParse(body);
  if (!parsed.success) throw new PaystackError(`Paystack answered ${response.status} in an unexpected shape`);
  if (parsed.data.status === true) return { kind: "found", transaction: toRecord(parsed.data.data) };
  if (response.status >= 500 || [401, 403, 429].includes(response.status)) {
    throw new PaystackError(`Paystack answered ${response.status}: ${parsed.data.message ?? "no message"}`);
  }
  return { kind: "not-found", message: parsed.data.message ?? "Transaction not found" };
}

/** HMAC-SHA512 of the raw body keyed by the secret key, hex: what Paystack sends as x-paystack-signature. */
export function signWebhook(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

/** Whether a webhook's x-paystack-signature matches its raw body; compared in constant time. */
export function isValidWebhookSignature(rawBody: string, signature: string | null | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const webhookEvent = z.object({ event: z.string(), data: z.unknown() });

export type WebhookEvent =
  | { kind: "charge.success"; transaction: PaystackRecord }
  | { kind: "other"; event: string }
  | { kind: "malformed"; message: string };

/** Reads a (signature-checked) webhook body. */
export function parseWebhookEvent(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { kind: "malformed", message: "The body is not JSON." };
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success) return { kind: "malformed", message: "The body is not a Paystack event." };
  if (event.data.event !== "charge.success") return { kind: "other", event: event.data.event };
  const data = transactionSchema.safeParse(event.data.data);
  if (!data.success) return { kind: "malformed", message: "The charge.success event lacks its transaction." };
  return { kind: "charge.success", transaction: toRecord(data.data) };
}
