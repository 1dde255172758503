import { createHmac } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

/** The keys the shop is configured with while it talks to this fake (not real keys). */
const PAYSTACK_FAKE_KEYS = {
  PAYSTACK_PUBLIC_KEY: "pk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  PAYSTACK_SECRET_KEY: "sk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
} as const;

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
function signedEvent(
  event: string,
  data: Record<string, unknown>,
  secretKey: string = PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY,
) {
  const body = JSON.stringify({ event, data });
  return { body, signature: createHmac("sha512", secretKey).update(body, "utf8").digest("hex") };
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
  callback_url: string;
  code: string;
}

export interface PaystackFake extends Fake {
  url: string;
  transactions: Map<string, FakeTransaction>;
  /** Every verify call, by reference. */
  verifyCalls: string[];
}

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
 */
export async function startPaystackFake(): Promise<PaystackFake> {
  const transactions = new Map<string, FakeTransaction>();
  const verifyCalls: string[] = [];
  const initialized = new Map<string, Initialized>();
  let base = () => "";

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
      const code = `ac_${initialized.size + 1}`;
      initialized.set(t.reference, { reference: t.reference, amount: t.amount, callback_url: t.callback_url, code });
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
        `<!doctype html><html lang="en"><title>Paystack checkout</title><main><h1>Pay NGN ${started.amount / 100}</h1>` +
          `<form method="post" action="/checkout/${started.code}/pay"><button>Pay</button></form></main></html>`,
      );
    }
    if (started && req.method === "POST" && hosted?.[2]) {
      transactions.set(started.reference, {
        reference: started.reference,
        status: "success",
        amount: started.amount,
        currency: "NGN",
        setAt: Date.now(),
        checks: 0,
      });
      const back = new URL(started.callback_url);
      back.searchParams.set("trxref", started.reference);
      back.searchParams.set("reference", started.reference);
      res.writeHead(303, { Location: back.toString() });
      return void res.end();
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
        channel: t.succeedAfterChecks !== undefined || t.succeedAfterMs !== undefined ? "bank_transfer" : "card",
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
    env: { ...PAYSTACK_FAKE_KEYS, PAYSTACK_API_URL: server.url },
    close: server.close,
  };
}
