import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Env } from "../base/env.server";
import type { PaystackTransaction } from "~/features/orders";
import { isPaystackRefundStatus, type PaystackRefundStatus } from "~/features/refunds";

/** The only module that talks to Paystack. */
export interface PaystackConfig {
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  /** Test keys (sk_test_…) take no real money. */
  mode: "test" | "live";
}

/** Paystack's settings, or undefined in demo mode (no keys set). */
export function paystackConfig(env: Env): PaystackConfig | undefined {
  if (!env.PAYSTACK_SECRET_KEY || !env.PAYSTACK_PUBLIC_KEY) return undefined;
  return {
    apiUrl: env.PAYSTACK_API_URL,
    secretKey: env.PAYSTACK_SECRET_KEY,
    publicKey: env.PAYSTACK_PUBLIC_KEY,
    mode: env.PAYSTACK_SECRET_KEY.startsWith("sk_test_") ? "test" : "live",
  };
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
  // Whether Paystack took the payment in test or live mode.
  domain: z.enum(["test", "live"]).nullish().catch(null),
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
  domain: "test" | "live" | null;
}

export type VerifyResult =
  { kind: "found"; transaction: PaystackRecord; card: ReusableCard | null } | { kind: "not-found"; message: string };

/** A card Paystack may charge again (its authorization), kept apart from the verdict. */
export interface ReusableCard {
  authorizationCode: string;
  signature: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string;
}

const authorizationSchema = z.object({
  authorization_code: z.string().regex(/^AUTH_[A-Za-z0-9]+$/),
  reusable: z.boolean(),
  signature: z.string().nullish(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.union([z.string(), z.number()]).transform(String),
  exp_year: z.union([z.string(), z.number()]).transform(String),
  bank: z.string().nullish(),
  channel: z.string().nullish(),
});

/** The reusable card of a successful card payment (verify or charge.success data), else null. */
function reusableCardOf(data: unknown): ReusableCard | null {
  const a = z.object({ status: z.literal("success"), authorization: authorizationSchema }).safeParse(data);
  if (!a.success || !a.data.authorization.reusable || a.data.authorization.channel !== "card") return null;
  const auth = a.data.authorization;
  return {
    authorizationCode: auth.authorization_code,
    signature: auth.signature ?? "",
    last4: auth.last4,
    expMonth: auth.exp_month,
    expYear: auth.exp_year,
    bank: auth.bank ?? "",
  };
}

export class PaystackError extends Error {}

/** The charge.success event data, checked. */
function toRecord(data: z.output<typeof transactionSchema>): PaystackRecord {
  return {
    reference: data.reference,
    status: data.status,
    amount: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
    gatewayResponse: data.gateway_response ?? null,
    channel: data.channel ?? null,
    id: data.id ?? null,
    domain: data.domain ?? null,
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
  if (parsed.data.status === true)
    return {
      kind: "found",
      transaction: toRecord(parsed.data.data),
      card: reusableCardOf((body as { data?: unknown }).data),
    };
  if (response.status >= 500 || [401, 403, 429].includes(response.status)) {
    throw new PaystackError(`Paystack answered ${response.status}: ${parsed.data.message ?? "no message"}`);
  }
  return { kind: "not-found", message: parsed.data.message ?? "Transaction not found" };
}

const initializeAnswer = z.discriminatedUnion("status", [
  z.object({
    status: z.literal(true),
    data: z.object({ authorization_url: z.url({ protocol: /^https?$/ }), reference: z.string() }),
  }),
  z.object({ status: z.literal(false), message: z.string().optional() }),
]);

/** A payment to start on Paystack's own page (its redirect checkout). */
export interface NewTransaction {
  email: string;
  /** Paystack's subunit, kobo or cents: the ledger's own unit, passed as kept. */
  amountMinor: number;
  /** NGN; USD for an order placed in dollars. */
  currency: "NGN" | "USD";
  /** The payment's own reference (one Paystack has never seen). */
  reference: string;
  /** Where Paystack sends the shopper back, with ?reference=… added. */
  callbackUrl: string;
  channels?: string[];
  metadata?: unknown;
}

/**
 * Starts a transaction for Paystack's redirect checkout: POST {api}/transaction/initialize with the
 * secret key; answers the address of Paystack's payment page. Throws PaystackError when Paystack
 * cannot be reached, refuses, or answers something unexpected.
 */
export async function initializeTransaction(
  config: PaystackConfig,
  t: NewTransaction,
  fetchImpl: typeof fetch = fetch,
): Promise<{ authorizationUrl: string }> {
  const url = `${config.apiUrl.replace(/\/$/, "")}/transaction/initialize`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({
        email: t.email,
        amount: t.amountMinor,
        currency: t.currency,
        reference: t.reference,
        callback_url: t.callbackUrl,
        ...(t.channels ? { channels: t.channels } : {}),
        ...(t.metadata ? { metadata: t.metadata } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new PaystackError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = initializeAnswer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PaystackError(`Paystack answered ${response.status} in an unexpected shape`);
  if (parsed.data.status === false)
    throw new PaystackError(
      `Paystack refused the payment (${response.status}): ${parsed.data.message ?? "no message"}`,
    );
  return { authorizationUrl: parsed.data.data.authorization_url };
}

/**
 * HMAC-SHA512 of the raw body keyed by the secret key, hex: what Paystack sends as
 * x-paystack-signature. A string is taken as its UTF-8 bytes.
 */
export function signWebhook(rawBody: Uint8Array | string, secretKey: string): string {
  return createHmac("sha512", secretKey)
    .update(typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody)
    .digest("hex");
}

/**
 * Whether a webhook's x-paystack-signature matches the bytes it arrived with (never a re-encoding
 * of them: bytes that are not UTF-8 would not survive it); compared in constant time.
 */
export function isValidWebhookSignature(
  rawBody: Uint8Array,
  signature: string | null | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const webhookEvent = z.object({ event: z.string(), data: z.unknown() });

/** Paystack's subunits (kobo, or cents), as a number or a numeric string (its refund events send either). */
const subunits = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().nonnegative());

const refundSchema = z.object({
  transaction_reference: z.string(),
  amount: subunits,
  currency: z.string(),
  status: z.string().nullish(),
  id: z.union([z.number(), z.string()]).nullish(),
  refund_reference: z.string().nullish(),
  // Why a refund failed or needs attention, when Paystack says.
  reason: z.string().nullish().catch(null),
  message: z.string().nullish().catch(null),
});

const disputeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  refund_amount: subunits.nullish(),
  currency: z.string().nullish(),
  status: z.string(),
  resolution: z.string().nullish(),
  category: z.string().nullish(),
  transaction: z.object({ reference: z.string(), amount: subunits.nullish() }),
});

/** A refund Paystack tells of in a refund.* event, in the shop's terms. */
interface PaystackRefund {
  /** The refunded transaction's reference (the payment's). */
  reference: string;
  amountMinor: number;
  currency: string;
  /** Tells one refund from another, so a replayed event is counted once. */
  key: string;
  /** The event's word: pending, processing, processed, failed, needs-attention. */
  status: PaystackRefundStatus;
  /** Paystack's id for the refund, when the event carries it. */
  id: number | null;
  /** Paystack's refund_reference, when the event carries it. */
  refundReference: string | null;
  /** Why, when Paystack says (a failed refund, one that needs attention). */
  message: string | null;
}

/** A dispute (chargeback) on one of the shop's transactions. */
export interface PaystackDispute {
  id: string;
  reference: string;
  status: string;
  /** On resolve: 'merchant-accepted' (the shopper is refunded) or 'declined' (the shop keeps the money). */
  resolution: string | null;
  refundAmountMinor: number | null;
  category: string | null;
}

export type WebhookEvent =
  | { kind: "charge.success"; transaction: PaystackRecord; card: ReusableCard | null }
  | { kind: "transfer"; transfer: PaystackTransfer }
  | { kind: "dedicated-account"; customerCode: string; account: PaystackDedicatedAccount }
  | { kind: "refund"; refund: PaystackRefund; data: unknown }
  | { kind: "charge.dispute.create" | "charge.dispute.resolve"; dispute: PaystackDispute; data: unknown }
  | { kind: "other"; event: string }
  | { kind: "malformed"; message: string };

/** Reads a (signature-checked) webhook body: payments, refunds and their progress, disputes opened and resolved. */
export function parseWebhookEvent(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { kind: "malformed", message: "The body is not JSON." };
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success) return { kind: "malformed", message: "The body is not a Paystack event." };
  const { event: name, data } = event.data;
  if (name === "charge.success" && (data as { channel?: unknown } | null)?.channel === "dedicated_nuban") {
    const t = transferSchema.safeParse(data);
    if (!t.success) return { kind: "malformed", message: "The transfer lacks its customer or account." };
    return { kind: "transfer", transfer: toTransfer(t.data) };
  }
  if (name === "dedicatedaccount.assign.success") {
    const a = assignSchema.safeParse(data);
    if (!a.success) return { kind: "malformed", message: "The assignment lacks its customer or account." };
    return {
      kind: "dedicated-account",
      customerCode: a.data.customer.customer_code,
      account: toAccount(a.data.dedicated_account),
    };
  }
  if (name === "charge.success") {
    const tx = transactionSchema.safeParse(data);
    if (!tx.success) return { kind: "malformed", message: "The charge.success event lacks its transaction." };
    return { kind: "charge.success", transaction: toRecord(tx.data), card: reusableCardOf(data) };
  }
  const refundStatus = name.startsWith("refund.") ? name.slice("refund.".length) : "";
  if (isPaystackRefundStatus(refundStatus)) {
    const r = refundSchema.safeParse(data);
    if (!r.success) return { kind: "malformed", message: `The ${name} event lacks its refund.` };
    const key = `refund:${r.data.id ?? r.data.refund_reference ?? `${r.data.transaction_reference}:${r.data.amount}`}`;
    const id = r.data.id == null || !/^\d+$/.test(String(r.data.id)) ? null : Number(r.data.id);
    return {
      kind: "refund",
      refund: {
        reference: r.data.transaction_reference,
        amountMinor: r.data.amount,
        currency: r.data.currency,
        key,
        status: refundStatus,
        id,
        refundReference: r.data.refund_reference ?? null,
        message: r.data.reason ?? r.data.message ?? null,
      },
      data,
    };
  }
  if (name === "charge.dispute.create" || name === "charge.dispute.resolve") {
    const d = disputeSchema.safeParse(data);
    if (!d.success) return { kind: "malformed", message: `The ${name} event lacks its dispute.` };
    const dispute: PaystackDispute = {
      id: String(d.data.id),
      reference: d.data.transaction.reference,
      status: d.data.status,
      resolution: d.data.resolution ?? null,
      refundAmountMinor: d.data.refund_amount ?? null,
      category: d.data.category ?? null,
    };
    return { kind: name, dispute, data };
  }
  return { kind: "other", event: name };
}

/** A refund as Paystack's Refund API answers it (POST /refund, GET /refund/:id, GET /refund). */
const refundRecordSchema = z.object({
  id: z.number().int(),
  amount: subunits,
  currency: z.string().nullish(),
  status: z.string(),
  // A number (the transaction's id) from fetch and list, the transaction itself from create.
  transaction: z.union([z.number(), z.object({ id: z.number().nullish(), reference: z.string().nullish() })]).nullish(),
});

/** What the shop keeps of a refund Paystack knows. */
export interface PaystackRefundRecord {
  id: number;
  /** Paystack's subunit: kobo, or cents. */
  amountMinor: number;
  /** When Paystack says it. */
  currency: string | null;
  status: string;
}

const toRefundRecord = (r: z.output<typeof refundRecordSchema>): PaystackRefundRecord => ({
  id: r.id,
  amountMinor: r.amount,
  currency: r.currency ?? null,
  status: r.status,
});

/** Paystack refused the request (a 4xx with its message): the refund was not made. */
export class PaystackRefused extends PaystackError {}

/** Calls Paystack's API with the secret key; the JSON body, or PaystackError when it cannot be reached or read. */
async function callPaystack(
  config: PaystackConfig,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown },
  fetchImpl: typeof fetch,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.apiUrl.replace(/\/$/, "")}${path}`, {
      method: init.method ?? "GET",
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new PaystackError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined) throw new PaystackError(`Paystack answered ${response.status} with a body that is not JSON`);
  return { status: response.status, body };
}

const failure = z.object({ status: z.literal(false), message: z.string().optional() });

/** Reads an answer: its data when Paystack said yes; PaystackRefused on a 4xx no, PaystackError otherwise. */
function readAnswer<T extends z.ZodType>(
  answer: { status: number; body: unknown },
  data: T,
  what: string,
): z.output<T> {
  const ok = z.object({ status: z.literal(true), data: z.unknown() }).safeParse(answer.body);
  const read = ok.success ? data.safeParse(ok.data.data) : undefined;
  if (read?.success) return read.data as z.output<T>;
  const no = failure.safeParse(answer.body);
  if (no.success) {
    const message = no.data.message ?? "no message";
    if (answer.status >= 400 && answer.status < 500 && ![401, 403, 429].includes(answer.status))
      throw new PaystackRefused(message);
    throw new PaystackError(`Paystack answered ${answer.status}: ${message}`);
  }
  throw new PaystackError(`Paystack answered ${answer.status} to ${what} in an unexpected shape`);
}

/**
 * Asks Paystack to send money back: POST {api}/refund { transaction, amount (kobo, or cents), currency,
 * merchant_note }. Answers the refund Paystack queued; throws PaystackRefused when it refuses (a
 * 4xx with its message: no refund was made), PaystackError when it cannot be reached or answers
 * something unexpected (a refund may or may not have been made).
 */
export async function createRefund(
  config: PaystackConfig,
  r: { transaction: string; amountMinor: number; currency: "NGN" | "USD"; merchantNote: string },
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackRefundRecord> {
  const answer = await callPaystack(
    config,
    "/refund",
    {
      method: "POST",
      body: { transaction: r.transaction, amount: r.amountMinor, currency: r.currency, merchant_note: r.merchantNote },
    },
    fetchImpl,
  );
  return toRefundRecord(readAnswer(answer, refundRecordSchema, "the refund"));
}

/** Paystack's word on one refund: GET {api}/refund/{id}. */
export async function fetchRefund(
  config: PaystackConfig,
  id: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackRefundRecord> {
  const answer = await callPaystack(config, `/refund/${id}`, {}, fetchImpl);
  return toRefundRecord(readAnswer(answer, refundRecordSchema, "the refund's fetch"));
}

/** The refunds Paystack holds for one transaction (its id, or its reference): GET {api}/refund?transaction=… */
export async function listRefunds(
  config: PaystackConfig,
  transaction: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackRefundRecord[]> {
  const answer = await callPaystack(config, `/refund?transaction=${encodeURIComponent(transaction)}`, {}, fetchImpl);
  return readAnswer(answer, z.array(refundRecordSchema), "the refunds' list").map(toRefundRecord);
}

/**
 * The domains registered for Apple Pay on the shop's Paystack account: GET {api}/apple-pay/domain,
 * answered as { domainNames: [...] }. Throws PaystackError when Paystack cannot say.
 */
export async function listApplePayDomains(config: PaystackConfig, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const answer = await callPaystack(config, "/apple-pay/domain", {}, fetchImpl);
  return readAnswer(answer, z.object({ domainNames: z.array(z.string()) }), "the Apple Pay domains").domainNames;
}

// Dedicated virtual accounts: each client's own account number, and the transfers to it.

const dedicatedAccountSchema = z.object({
  id: z.number().int(),
  account_number: z.string().regex(/^\d{10}$/),
  account_name: z.string(),
  bank: z.object({ name: z.string(), slug: z.string().nullish() }),
  active: z.boolean().nullish(),
  currency: z.string().nullish(),
});

/** A dedicated account as the shop keeps it. */
export interface PaystackDedicatedAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  bankName: string;
}

const toAccount = (a: z.output<typeof dedicatedAccountSchema>): PaystackDedicatedAccount => ({
  id: a.id,
  accountNumber: a.account_number,
  accountName: a.account_name,
  bankName: a.bank.name,
});

const assignSchema = z.object({
  customer: z.object({ customer_code: z.string().min(1) }),
  dedicated_account: dedicatedAccountSchema,
});

const customerSchema = z.object({ id: z.number().int(), customer_code: z.string().min(1), email: z.string() });

/**
 * Creates (or, for an email Paystack knows, answers) a customer: POST {api}/customer. Answers her
 * id and code; PaystackRefused / PaystackError as every call.
 */
export async function createCustomer(
  config: PaystackConfig,
  c: { email: string; firstName: string; lastName: string; phone: string },
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: number; code: string }> {
  const answer = await callPaystack(
    config,
    "/customer",
    { method: "POST", body: { email: c.email, first_name: c.firstName, last_name: c.lastName, phone: c.phone } },
    fetchImpl,
  );
  const customer = readAnswer(answer, customerSchema, "the customer");
  return { id: customer.id, code: customer.customer_code };
}

/**
 * Her active dedicated accounts: GET {api}/dedicated_account?active=true&customer={id}. Asked before
 * creating one, so a retry after a lost answer adopts the account made then.
 */
export async function listDedicatedAccounts(
  config: PaystackConfig,
  customerId: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackDedicatedAccount[]> {
  const answer = await callPaystack(config, `/dedicated_account?active=true&customer=${customerId}`, {}, fetchImpl);
  return readAnswer(answer, z.array(dedicatedAccountSchema), "the dedicated accounts").map(toAccount);
}

/**
 * Assigns a customer her dedicated account at the preferred bank (`wema-bank`, `titan-paystack`;
 * `test-bank` with test keys: GET /dedicated_account/available_providers lists them):
 * POST {api}/dedicated_account { customer, preferred_bank }.
 */
export async function createDedicatedAccount(
  config: PaystackConfig,
  a: { customerCode: string; preferredBank: string },
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackDedicatedAccount> {
  const answer = await callPaystack(
    config,
    "/dedicated_account",
    { method: "POST", body: { customer: a.customerCode, preferred_bank: a.preferredBank } },
    fetchImpl,
  );
  return toAccount(readAnswer(answer, dedicatedAccountSchema, "the dedicated account"));
}

const transferSchema = z.object({
  reference: z.string().min(1).max(200),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  id: z.number().int().nullish(),
  paid_at: z.string().nullish(),
  customer: z.object({ customer_code: z.string().nullish(), email: z.string().nullish() }),
  authorization: z.object({ receiver_bank_account_number: z.string().nullish() }).nullish(),
});

/** A transfer to a client's dedicated account (charge.success, channel dedicated_nuban), in the shop's terms. */
export interface PaystackTransfer {
  /** Paystack's own reference: one per transfer, the key it is kept once by. */
  reference: string;
  status: string;
  /** Kobo. */
  amountMinor: number;
  currency: string;
  id: number | null;
  paidAt: string | null;
  customerCode: string | null;
  accountNumber: string | null;
}

const toTransfer = (t: z.output<typeof transferSchema>): PaystackTransfer => ({
  reference: t.reference,
  status: t.status,
  amountMinor: t.amount,
  currency: t.currency,
  id: t.id ?? null,
  paidAt: t.paid_at ?? null,
  customerCode: t.customer.customer_code ?? null,
  accountNumber: t.authorization?.receiver_bank_account_number ?? null,
});

/** A charge of a kept card (a part paid by autopay). */
export interface CardCharge {
  authorizationCode: string;
  email: string;
  /** Paystack's subunit (kobo): the ledger's own unit, passed as kept. */
  amountMinor: number;
  currency: "NGN" | "USD";
  /** The payment's own reference, stored before the call. */
  reference: string;
}

/**
 * Charges a kept card: POST {api}/transaction/charge_authorization. Answers the transaction as
 * verify would (status success, or failed with the bank's word in gatewayResponse); throws
 * PaystackRefused on a 4xx no, PaystackError when Paystack cannot be reached or read (the charge
 * may or may not have been made: the payment's re-check asks by its reference).
 */
export async function chargeAuthorization(
  config: PaystackConfig,
  c: CardCharge,
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackRecord> {
  const answer = await callPaystack(
    config,
    "/transaction/charge_authorization",
    {
      method: "POST",
      body: {
        authorization_code: c.authorizationCode,
        email: c.email,
        amount: c.amountMinor,
        currency: c.currency,
        reference: c.reference,
      },
    },
    fetchImpl,
  );
  return toRecord(readAnswer(answer, transactionSchema, "the card charge"));
}
