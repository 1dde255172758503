import { createHmac } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

/** The keys the shop is configured with while it talks to this fake (made up, spelled out so none looks real). */
export const PAYSTACK_FAKE_KEYS = {
  PAYSTACK_PUBLIC_KEY: `pk_test_${"x".repeat(40)}`,
  PAYSTACK_SECRET_KEY: `sk_test_${"x".repeat(40)}`,
};

/** A transaction as the fake knows it; POST /__control sets one. */
interface FakeTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
  /** A payment that completes later (a bank transfer): 'success' once this many verify calls have answered `status`… */
  succeedAfterChecks?: number;
  /** …or once this many milliseconds have passed since it was set. */
  succeedAfterMs?: number;
  setAt?: number;
  checks?: number;
}

/** A Paystack event and its x-paystack-signature, as Paystack would post it to the shop's webhook. */
export function signedEvent(
  event: string,
  data: Record<string, unknown>,
  secretKey: string = PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY,
) {
  const body = JSON.stringify({ event, data });
  return { body, signature: createHmac("sha512", secretKey).update(body, "utf8").digest("hex") };
}

/** A customer as the fake holds her (POST /customer), and her dedicated account once made. */
interface FakeCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  account?: { id: number; account_number: string; account_name: string; bank: { name: string; slug: string } };
}

const PROVIDERS = [
  { provider_slug: "test-bank", bank_id: 1, bank_name: "Test Bank" },
  { provider_slug: "wema-bank", bank_id: 20, bank_name: "Wema Bank" },
  { provider_slug: "titan-paystack", bank_id: 21, bank_name: "Titan Bank" },
];

/**
 * Paystack's charge.success for a transfer to a client's dedicated account (channel dedicated_nuban),
 * signed as Paystack signs it: what a test posts to the shop's webhook (twice, or at once, as it likes).
 */
export function transferEvent(t: {
  accountNumber: string;
  customerCode?: string;
  email?: string;
  /** Kobo. */
  amount: number;
  reference: string;
  currency?: string;
  status?: string;
  id?: number;
}) {
  return signedEvent("charge.success", {
    id: t.id ?? 4_000_000 + Math.floor(Math.random() * 1_000_000),
    domain: "test",
    status: t.status ?? "success",
    reference: t.reference,
    amount: t.amount,
    gateway_response: "Approved",
    paid_at: new Date().toISOString(),
    channel: "dedicated_nuban",
    currency: t.currency ?? "NGN",
    customer: { customer_code: t.customerCode ?? "", email: t.email ?? "", first_name: "", last_name: "" },
    authorization: {
      channel: "dedicated_nuban",
      bank: "Test Bank",
      sender_name: "ADA OBI",
      sender_bank: "Access Bank",
      receiver_bank_account_number: t.accountNumber,
      receiver_bank: "Test Bank",
    },
  });
}

function current(t: FakeTransaction): string {
  const due =
    (t.succeedAfterChecks !== undefined && (t.checks ?? 0) > t.succeedAfterChecks) ||
    (t.succeedAfterMs !== undefined && Date.now() - (t.setAt ?? 0) >= t.succeedAfterMs);
  return due ? "success" : t.status;
}

/** A transaction started for the redirect checkout, waiting on the hosted page. */
interface Initialized {
  reference: string;
  amount: number;
  /** NGN unless the shop asked for another. */
  currency?: string;
  callback_url: string;
  code: string;
}

/** A refund as the fake holds it (amount in kobo). */
interface FakeRefund {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  refund_reference: string;
}

/**
 * How POST /refund answers: `ok` queues the refund (pending); `down` drops the connection before
 * making it; `lost` makes it, then drops the connection (the shop cannot know); `refuse` answers 400
 * with `message`.
 */
type RefundMode = { mode: "ok" } | { mode: "down" } | { mode: "lost" } | { mode: "refuse"; message: string };

export interface PaystackFake extends Fake {
  url: string;
  transactions: Map<string, FakeTransaction>;
  /** Every verify call, by reference. */
  verifyCalls: string[];
  /** Every transaction started for the redirect checkout (POST /transaction/initialize), by reference. */
  initializeCalls: string[];
  /** Refunds made through POST /refund, by id. */
  refunds: Map<number, FakeRefund>;
  /** Every POST /refund call, made or not. */
  refundCalls: number;
  refundMode: RefundMode;
  /** The domains registered for Apple Pay (POST /apple-pay/domain), as GET /apple-pay/domain lists them. */
  applePayDomains: Set<string>;
  /** Every GET /apple-pay/domain call. */
  applePayChecks: number;
  /** Customers by email (POST /customer), each with her dedicated account once made. */
  customers: Map<string, FakeCustomer>;
  /** Every POST /dedicated_account call, made or not. */
  dedicatedAccountCalls: number;
  /** POST /dedicated_account: `down` drops the connection before making the account, `lost` after. */
  dedicatedAccountMode: "ok" | "down" | "lost";
  /** Every POST /transaction/charge_authorization call, as asked. */
  chargeCalls: { reference: string; authorization_code: string; email: string; amount: number }[];
  /** How the next card charges answer: approved, declined by the bank, or pending (settled later). */
  chargeMode: "success" | "declined" | "pending";
}

/** The test card every card payment of the fake is made with (Paystack's own test card ends so). */
export const FAKE_CARD_LAST4 = "4081";
const authorizationOf = (reference: string) => ({
  authorization_code: `AUTH_${Buffer.from(reference).toString("hex").slice(-16)}`,
  bin: "408408",
  last4: FAKE_CARD_LAST4,
  exp_month: "12",
  exp_year: "2030",
  channel: "card",
  card_type: "visa",
  bank: "TEST BANK",
  country_code: "NG",
  brand: "visa",
  reusable: true,
  signature: `SIG_${Buffer.from(reference).toString("hex").slice(-16)}`,
  account_name: null,
});

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/**
 * Paystack's transaction API on loopback. GET /transaction/verify/{reference} with the secret key
 * answers as Paystack does: the transaction the test set through POST /__control
 * { reference, status, amount, currency, succeedAfterChecks?, succeedAfterMs? } (a transfer that
 * completes later), or 400 'Transaction reference not found'. POST /transaction/initialize starts
 * a transaction on the hosted page /checkout/{code}, whose Pay button records it paid and returns to
 * its callback_url. GET /__calls lists the references verified. POST /__event { url, event, data } posts a signed event to the shop's webhook.
 * The Refund API: POST /refund { transaction (reference or id), amount } queues a refund (as
 * POST /__refund-mode says: made, refused, or the connection dropped before or after making it),
 * GET /refund/{id} and GET /refund?transaction=… answer it; POST /__refund-mode { reference, mode }
 * sets how one transaction's refunds are answered; POST /__refund-status { reference, status, url? }
 * moves its latest refund and posts its refund.{status} event.
 * Dedicated virtual accounts: POST /customer (the same customer again for an email it knows),
 * POST /dedicated_account { customer, preferred_bank }, GET /dedicated_account?customer=…,
 * GET /dedicated_account/available_providers; POST /__transfer { url, account_number, amount,
 * reference? } posts a signed dedicated_nuban charge.success for a transfer to one of them.
 * A successful card payment's verify answer carries its reusable authorization (a card ending
 * FAKE_CARD_LAST4); POST /transaction/charge_authorization { authorization_code, email, amount,
 * reference } charges one of them, approved or declined as `chargeMode` says.
 */
export async function startPaystackFake(): Promise<PaystackFake> {
  const transactions = new Map<string, FakeTransaction>();
  const verifyCalls: string[] = [];
  const initializeCalls: string[] = [];
  const initialized = new Map<string, Initialized>();
  const refunds = new Map<number, FakeRefund>();
  /** Transaction ids the verify call answered, to their references (a refund may name either). */
  const idToReference = new Map<number, string>();
  const state = {
    refundCalls: 0,
    refundMode: { mode: "ok" } as RefundMode,
    applePayChecks: 0,
    dedicatedAccountCalls: 0,
    dedicatedAccountMode: "ok" as "ok" | "down" | "lost",
    chargeMode: "success" as PaystackFake["chargeMode"],
  };
  const chargeCalls: PaystackFake["chargeCalls"] = [];
  /** The authorizations the fake gave with card payments, to the transaction that gave each. */
  const authorizations = new Set<string>();
  const customers = new Map<string, FakeCustomer>();
  const applePayDomains = new Set<string>();
  const modes = new Map<string, RefundMode>();
  let base = () => "";
  const refundData = (r: FakeRefund) => ({
    id: r.id,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    transaction: [...idToReference.entries()].find(([, ref]) => ref === r.reference)?.[0] ?? 0,
    merchant_note: null,
    customer_note: null,
  });

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "POST" && path === "/__control") {
      const t = JSON.parse((await readBody(req)) || "{}") as Partial<FakeTransaction>;
      if (typeof t.reference !== "string" || typeof t.amount !== "number")
        return send(res, 400, { error: "reference and amount are required" });
      transactions.set(t.reference, {
        reference: t.reference,
        status: t.status ?? "success",
        amount: t.amount,
        currency: t.currency ?? "NGN",
        succeedAfterChecks: t.succeedAfterChecks,
        succeedAfterMs: t.succeedAfterMs,
        setAt: Date.now(),
        checks: 0,
      });
      return send(res, 200, { ok: true });
    }
    if (req.method === "POST" && path === "/__event") {
      const { url, event, data } = JSON.parse((await readBody(req)) || "{}") as {
        url: string;
        event: string;
        data: Record<string, unknown>;
      };
      const signed = signedEvent(event, data);
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signed.signature },
        body: signed.body,
      });
      return send(res, 200, { status: answer.status, body: await answer.text() });
    }
    if (req.method === "GET" && path === "/__calls") return send(res, 200, { verifyCalls });
    // A transfer to a client's dedicated account: { url, account_number, amount, reference } posts
    // Paystack's signed charge.success (channel dedicated_nuban) to the shop's webhook.
    if (req.method === "POST" && path === "/__transfer") {
      const t = JSON.parse((await readBody(req)) || "{}") as {
        url: string;
        account_number: string;
        amount: number;
        reference?: string;
      };
      const customer = [...customers.values()].find((c) => c.account?.account_number === t.account_number);
      const signed = transferEvent({
        accountNumber: t.account_number,
        customerCode: customer?.customer_code,
        email: customer?.email,
        amount: t.amount,
        reference: t.reference ?? `T${Date.now()}${Math.floor(Math.random() * 1000)}`,
      });
      const answer = await fetch(t.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signed.signature },
        body: signed.body,
      });
      return send(res, 200, { status: answer.status, body: await answer.text() });
    }
    // Customers and their dedicated virtual accounts.
    if (path === "/customer" || path.startsWith("/dedicated_account")) {
      if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`)
        return send(res, 401, { status: false, message: "Invalid key" });
      if (req.method === "POST" && path === "/customer") {
        const body = JSON.parse((await readBody(req)) || "{}") as Record<string, string | undefined>;
        const email = body.email?.toLowerCase();
        if (!email || !email.includes("@"))
          return send(res, 400, { status: false, message: "Invalid Email Address Passed" });
        const known = customers.get(email);
        const made: FakeCustomer = known ?? {
          id: 7_000_000 + customers.size + 1,
          customer_code: `CUS_fake${customers.size + 1}`,
          email,
          first_name: body.first_name ?? "",
          last_name: body.last_name ?? "",
        };
        customers.set(email, made);
        const { account: _, ...data } = made;
        return send(res, 200, { status: true, message: "Customer created", data });
      }
      if (req.method === "GET" && path === "/dedicated_account/available_providers")
        return send(res, 200, { status: true, message: "Dedicated account providers retrieved", data: PROVIDERS });
      const dedicatedData = (c: FakeCustomer) => ({
        ...c.account!,
        assigned: true,
        active: true,
        currency: "NGN",
        customer: { id: c.id, customer_code: c.customer_code, email: c.email },
      });
      if (req.method === "GET" && path === "/dedicated_account") {
        const asked = Number(new URL(req.url ?? "/", "http://fake").searchParams.get("customer"));
        const list = [...customers.values()].filter((c) => c.account && (!asked || c.id === asked)).map(dedicatedData);
        return send(res, 200, { status: true, message: "Managed Accounts Successfully Retrieved", data: list });
      }
      if (req.method === "POST" && path === "/dedicated_account") {
        state.dedicatedAccountCalls += 1;
        if (state.dedicatedAccountMode === "down") return void res.destroy();
        const body = JSON.parse((await readBody(req)) || "{}") as { customer?: string; preferred_bank?: string };
        const customer = [...customers.values()].find(
          (c) => c.customer_code === body.customer || String(c.id) === body.customer,
        );
        if (!customer) return send(res, 404, { status: false, message: "Customer not found" });
        const provider = PROVIDERS.find((p) => p.provider_slug === body.preferred_bank);
        if (!provider) return send(res, 400, { status: false, message: "Invalid preferred bank" });
        if (customer.account)
          return send(res, 400, { status: false, message: "Customer already has an active dedicated account" });
        customer.account = {
          id: 100 + customers.size,
          account_number: String(9_100_000_000 + customer.id - 7_000_000),
          account_name: `HAZEL/${`${customer.first_name} ${customer.last_name}`.trim().toUpperCase() || customer.email}`,
          bank: { name: provider.bank_name, slug: provider.provider_slug },
        };
        if (state.dedicatedAccountMode === "lost") return void res.destroy();
        return send(res, 200, { status: true, message: "NUBAN successfully created", data: dedicatedData(customer) });
      }
      return send(res, 404, { status: false, message: "Not found" });
    }
    // How refunds of one transaction (`reference`) are answered from now on.
    if (req.method === "POST" && path === "/__refund-mode") {
      const { reference, ...mode } = JSON.parse((await readBody(req)) || "{}") as RefundMode & { reference: string };
      modes.set(reference, mode as RefundMode);
      return send(res, 200, { ok: true });
    }
    // Moves the latest refund of the transaction `reference` to `status` and, with `url`, posts
    // Paystack's refund.{status} event for it to the shop's webhook.
    if (req.method === "POST" && path === "/__refund-status") {
      const { reference, status, url } = JSON.parse((await readBody(req)) || "{}") as {
        reference: string;
        status: string;
        url?: string;
      };
      const r = [...refunds.values()].filter((x) => x.reference === reference).at(-1);
      if (!r) return send(res, 404, { error: "no such refund" });
      r.status = status;
      if (!url) return send(res, 200, { ok: true });
      const signed = signedEvent(`refund.${status}`, {
        status,
        transaction_reference: r.reference,
        refund_reference: r.refund_reference,
        amount: String(r.amount),
        currency: r.currency,
        processor: "card",
        customer: { email: "shopper@example.com" },
        integration: 1,
        domain: "test",
      });
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signed.signature },
        body: signed.body,
      });
      return send(res, 200, { status: answer.status, body: await answer.text() });
    }

    // The redirect checkout: initialize answers the hosted page's address; that page "pays" the
    // whole amount and sends the shopper back to callback_url?trxref=…&reference=…, as Paystack does.
    if (req.method === "POST" && path === "/transaction/initialize") {
      if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`)
        return send(res, 401, { status: false, message: "Invalid key" });
      const t = JSON.parse((await readBody(req)) || "{}") as Partial<Initialized>;
      if (typeof t.reference !== "string" || typeof t.amount !== "number" || typeof t.callback_url !== "string")
        return send(res, 400, { status: false, message: "reference, amount and callback_url are required" });
      if (transactions.has(t.reference) || initialized.has(t.reference))
        return send(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      initializeCalls.push(t.reference);
      const code = `ac_${initialized.size + 1}`;
      const currency = t.currency ?? "NGN";
      if (currency !== "NGN" && currency !== "USD")
        return send(res, 400, { status: false, message: `Currency ${String(currency)} not supported` });
      initialized.set(t.reference, {
        reference: t.reference,
        amount: t.amount,
        currency,
        callback_url: t.callback_url,
        code,
      });
      return send(res, 200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${base()}/checkout/${code}`, access_code: code, reference: t.reference },
      });
    }
    const hosted = /^\/checkout\/(ac_\d+)(\/pay)?$/.exec(path);
    const started = hosted && [...initialized.values()].find((t) => t.code === hosted[1]);
    if (started && req.method === "GET" && !hosted?.[2]) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(
        `<!doctype html><html lang="en"><title>Paystack checkout</title><main><h1>Pay ${started.currency ?? "NGN"} ${started.amount / 100}</h1>` +
          `<form method="post" action="/checkout/${started.code}/pay"><button>Pay</button></form></main></html>`,
      );
    }
    if (started && req.method === "POST" && hosted?.[2]) {
      transactions.set(started.reference, {
        reference: started.reference,
        status: "success",
        amount: started.amount,
        currency: started.currency ?? "NGN",
        setAt: Date.now(),
        checks: 0,
      });
      const back = new URL(started.callback_url);
      back.searchParams.set("trxref", started.reference);
      back.searchParams.set("reference", started.reference);
      res.writeHead(303, { Location: back.toString() });
      return void res.end();
    }

    // The Refund API: create, fetch one, list a transaction's.
    // Apple Pay's domains: registered one at a time, listed all at once.
    if (path === "/apple-pay/domain") {
      if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`)
        return send(res, 401, { status: false, message: "Invalid key" });
      if (req.method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as { domainName?: string };
        if (!body.domainName) return send(res, 400, { status: false, message: "domainName is required" });
        applePayDomains.add(body.domainName);
        return send(res, 200, { status: true, message: "Domain successfully registered on Apple Pay" });
      }
      state.applePayChecks += 1;
      return send(res, 200, {
        status: true,
        message: "Apple Pay registered domains retrieved",
        data: { domainNames: [...applePayDomains] },
      });
    }
    if (path === "/refund" || path.startsWith("/refund/")) {
      if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`)
        return send(res, 401, { status: false, message: "Invalid key" });
      if (req.method === "POST" && path === "/refund") {
        state.refundCalls += 1;
        const body = JSON.parse((await readBody(req)) || "{}") as {
          transaction?: string;
          amount?: number;
          currency?: string;
        };
        const ref = /^\d+$/.test(body.transaction ?? "")
          ? idToReference.get(Number(body.transaction))
          : body.transaction;
        const mode = (ref === undefined ? undefined : modes.get(ref)) ?? state.refundMode;
        if (mode.mode === "down") return void res.destroy();
        if (mode.mode === "refuse") return send(res, 400, { status: false, message: mode.message });
        const t = ref === undefined ? undefined : transactions.get(ref);
        if (!t || current(t) !== "success") return send(res, 404, { status: false, message: "Transaction not found" });
        const amount = body.amount ?? t.amount;
        // Paystack refunds in the transaction's currency only.
        const currency = body.currency ?? t.currency ?? "NGN";
        if (currency !== (t.currency ?? "NGN"))
          return send(res, 400, { status: false, message: "Refund currency must match the transaction currency" });
        const taken = [...refunds.values()]
          .filter((r) => r.reference === t.reference && r.status !== "failed")
          .reduce((sum, r) => sum + r.amount, 0);
        if (amount + taken > t.amount)
          return send(res, 400, { status: false, message: "Refund amount cannot be more than the transaction amount" });
        const id = 3_000_000 + refunds.size + 1;
        const made: FakeRefund = {
          id,
          reference: t.reference,
          amount,
          currency,
          status: "pending",
          refund_reference: `RF${id}`,
        };
        refunds.set(id, made);
        if (mode.mode === "lost") return void res.destroy();
        return send(res, 200, {
          status: true,
          message: "Refund has been queued for processing",
          data: {
            ...refundData(made),
            transaction: { id: refundData(made).transaction, reference: t.reference, amount: t.amount },
          },
        });
      }
      const one = /^\/refund\/(\d+)$/.exec(path);
      if (req.method === "GET" && one?.[1]) {
        const r = refunds.get(Number(one[1]));
        return r
          ? send(res, 200, { status: true, message: "Refund retrieved", data: refundData(r) })
          : send(res, 404, { status: false, message: "Refund not found" });
      }
      if (req.method === "GET" && path === "/refund") {
        const asked = new URL(req.url ?? "/", "http://fake").searchParams.get("transaction") ?? "";
        const ref = /^\d+$/.test(asked) ? idToReference.get(Number(asked)) : asked;
        const list = [...refunds.values()].filter((r) => r.reference === ref).map(refundData);
        return send(res, 200, { status: true, message: "Refunds retrieved", data: list });
      }
      return send(res, 404, { status: false, message: "Not found" });
    }

    if (req.method === "POST" && path === "/transaction/charge_authorization") {
      if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`)
        return send(res, 401, { status: false, message: "Invalid key" });
      const c = JSON.parse((await readBody(req)) || "{}") as PaystackFake["chargeCalls"][number] & {
        currency?: string;
      };
      chargeCalls.push({
        reference: c.reference,
        authorization_code: c.authorization_code,
        email: c.email,
        amount: c.amount,
      });
      if (!authorizations.has(c.authorization_code))
        return send(res, 400, { status: false, message: "Invalid authorization code" });
      if (!Number.isInteger(c.amount) || c.amount <= 0 || !c.email || !c.reference)
        return send(res, 400, { status: false, message: "Invalid request" });
      if (transactions.has(c.reference))
        return send(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      const status = { success: "success", declined: "failed", pending: "pending" }[state.chargeMode];
      transactions.set(c.reference, {
        reference: c.reference,
        status,
        amount: c.amount,
        currency: c.currency ?? "NGN",
      });
      return send(res, 200, {
        status: true,
        message: "Charge attempted",
        data: {
          id: 7_000_000 + chargeCalls.length,
          domain: "test",
          status,
          reference: c.reference,
          amount: c.amount,
          currency: c.currency ?? "NGN",
          gateway_response: { success: "Approved", failed: "Declined", pending: "Transaction pending" }[status],
          paid_at: status === "success" ? new Date().toISOString() : null,
          channel: "card",
          authorization: { ...authorizationOf(c.reference), authorization_code: c.authorization_code },
          customer: { email: c.email },
        },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method !== "GET" || !verify?.[1]) return send(res, 404, { status: false, message: "Not found" });
    if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`) {
      return send(res, 401, { status: false, message: "Invalid key" });
    }
    const reference = decodeURIComponent(verify[1]);
    verifyCalls.push(reference);
    const t = transactions.get(reference);
    if (!t) return send(res, 400, { status: false, message: "Transaction reference not found" });
    t.checks = (t.checks ?? 0) + 1;
    const status = current(t);
    idToReference.set(verifyCalls.length, t.reference);
    const channel = t.succeedAfterChecks !== undefined || t.succeedAfterMs !== undefined ? "bank_transfer" : "card";
    const card = channel === "card" && status === "success" ? authorizationOf(t.reference) : undefined;
    if (card) authorizations.add(card.authorization_code);
    return send(res, 200, {
      status: true,
      message: "Verification successful",
      data: {
        id: verifyCalls.length,
        domain: "test",
        status,
        reference: t.reference,
        amount: t.amount,
        currency: t.currency,
        gateway_response:
          status === "success" ? "Successful" : status === "ongoing" ? "Transaction ongoing" : "Declined",
        paid_at: status === "success" ? new Date().toISOString() : null,
        channel,
        ...(card ? { authorization: card } : {}),
        customer: { email: "shopper@example.com" },
      },
    });
  };

  const server = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { status: false, message: String(error) }));
  });
  base = () => server.url;
  return {
    url: server.url,
    transactions,
    verifyCalls,
    initializeCalls,
    refunds,
    applePayDomains,
    customers,
    get dedicatedAccountCalls() {
      return state.dedicatedAccountCalls;
    },
    get dedicatedAccountMode() {
      return state.dedicatedAccountMode;
    },
    set dedicatedAccountMode(mode: "ok" | "down" | "lost") {
      state.dedicatedAccountMode = mode;
    },
    get applePayChecks() {
      return state.applePayChecks;
    },
    get refundCalls() {
      return state.refundCalls;
    },
    get refundMode() {
      return state.refundMode;
    },
    chargeCalls,
    get chargeMode() {
      return state.chargeMode;
    },
    set chargeMode(mode: PaystackFake["chargeMode"]) {
      state.chargeMode = mode;
    },
    set refundMode(mode: RefundMode) {
      state.refundMode = mode;
    },
    env: { ...PAYSTACK_FAKE_KEYS, PAYSTACK_API_URL: server.url },
    close: server.close,
  };
}
