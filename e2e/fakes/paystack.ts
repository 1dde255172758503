import type http from "node:http";
import { listen, type Fake } from "./index";

/** The keys the shop is configured with while it talks to this fake (not real keys). */
export const PAYSTACK_FAKE_KEYS = {
  PAYSTACK_PUBLIC_KEY: "pk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  PAYSTACK_SECRET_KEY: "sk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
} as const;

/** A transaction as the fake knows it; POST /__control sets one. */
export interface FakeTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
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
 * { reference, status, amount, currency }, or 400 'Transaction reference not found'.
 * GET /__calls lists the references verified.
 */
export async function startPaystackFake(): Promise<PaystackFake> {
  const transactions = new Map<string, FakeTransaction>();
  const verifyCalls: string[] = [];

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "POST" && path === "/__control") {
      const t = JSON.parse((await readBody(req)) || "{}") as Partial<FakeTransaction>;
      if (typeof t.reference !== "string" || typeof t.amount !== "number") return send(res, 400, { error: "reference and amount are required" });
      transactions.set(t.reference, { reference: t.reference, status: t.status ?? "success", amount: t.amount, currency: t.currency ?? "NGN" });
      return send(res, 200, { ok: true });
    }
    if (req.method === "GET" && path === "/__calls") return send(res, 200, { verifyCalls });

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method !== "GET" || !verify?.[1]) return send(res, 404, { status: false, message: "Not found" });
    if (req.headers.authorization !== `Bearer ${PAYSTACK_FAKE_KEYS.PAYSTACK_SECRET_KEY}`) {
      return send(res, 401, { status: false, message: "Invalid key" });
    }
    const reference = decodeURIComponent(verify[1]);
    verifyCalls.push(reference);
    const t = transactions.get(reference);
    if (!t) return send(res, 400, { status: false, message: "Transaction reference not found" });
    return send(res, 200, {
      status: true,
      message: "Verification successful",
      data: {
        id: verifyCalls.length,
        domain: "test",
        status: t.status,
        reference: t.reference,
        amount: t.amount,
        currency: t.currency,
        gateway_response: t.status === "success" ? "Successful" : "Declined",
        paid_at: t.status === "success" ? new Date().toISOString() : null,
        channel: "card",
        customer: { email: "shopper@example.com" },
      },
    });
  };

  const server = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { status: false, message: String(error) }));
  });
  return {
    url: server.url,
    transactions,
    verifyCalls,
    env: { ...PAYSTACK_FAKE_KEYS, PAYSTACK_API_URL: server.url },
    close: server.close,
  };
}
