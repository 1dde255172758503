import { createHmac } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

/** The key the shop is configured with while it talks to this fake: it also signs the fake's events. */
const SHIPBUBBLE_FAKE_KEY = "sb_sandbox_fake_3c9e1f";

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface ShipbubbleFake extends Fake {
  url: string;
  calls: Call[];
  /** Naira in the owner's wallet. */
  balance: number;
  /** Each answer waits this long first (a slow aggregator). */
  delayMs: number;
  /** The next `count` requests answer 500. */
  failNext(count: number): void;
  /** A status event as the aggregator posts it, with its signature. */
  event(orderId: string, status: string, datetime: string): { body: string; signature: string };
  reset(): void;
}

const RATES = [
  {
    courier_id: "gig",
    courier_name: "GIG Logistics",
    service_code: "gig_standard",
    total: 4500,
    delivery_eta: "2-3 days",
  },
  { courier_id: "kwik", courier_name: "Kwik", service_code: "kwik_express", total: 3200.5, delivery_eta: "Next day" },
  {
    courier_id: "dhl",
    courier_name: "DHL Express",
    service_code: "dhl_sameday",
    total: 9800,
    delivery_eta: "Same day delivery",
  },
];

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/** Shipbubble's API on loopback: addresses, categories, rates, labels (one per request token) and the wallet. */
export async function startShipbubbleFake(): Promise<ShipbubbleFake> {
  const calls: Call[] = [];
  const labels = new Map<string, { order_id: string; courier: string }>();
  let failures = 0;
  let addressCodes = 1000;
  let tokens = 0;
  let parcels = 0;
  const fake = { balance: 50_000, delayMs: 0 };

  const server = await listen((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").replace(/^\/v1/, "");
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      calls.push({ method: req.method ?? "", path, body });
      const answer = () => {
        if (req.headers.authorization !== `Bearer ${SHIPBUBBLE_FAKE_KEY}`) {
          return send(res, 401, { status: "failed", message: "Invalid API key" });
        }
        if (failures > 0) {
          failures--;
          return send(res, 500, { status: "failed", message: "Service unavailable" });
        }
        if (path === "/shipping/address/validate") {
          return send(res, 200, {
            status: "success",
            message: "Address validated",
            data: { address_code: ++addressCodes },
          });
        }
        if (path === "/shipping/labels/categories") {
          return send(res, 200, {
            status: "success",
            data: [
              { category_id: 2178251, category: "Electronics and gadgets" },
              { category_id: 74794423, category: "Fashion wears" },
            ],
          });
        }
        if (path === "/shipping/fetch_rates") {
          return send(res, 200, {
            status: "success",
            message: "Retrieved successfully",
            data: { request_token: `token-${++tokens}`, couriers: RATES },
          });
        }
        if (path === "/shipping/labels") {
          const token = String(body.request_token);
          const rate = RATES.find((r) => r.courier_id === body.courier_id);
          if (!rate) return send(res, 400, { status: "failed", message: "Invalid courier" });
          if (labels.has(token)) return send(res, 400, { status: "failed", message: "Invalid request token" });
          if (fake.balance < rate.total)
            return send(res, 400, { status: "failed", message: "Insufficient wallet balance" });
          fake.balance -= rate.total;
          const label = { order_id: `SB-${String(++parcels).padStart(6, "0")}`, courier: rate.courier_name };
          labels.set(token, label);
          return send(res, 200, {
            status: "success",
            message: `Order successfully routed to ${rate.courier_name}`,
            data: {
              order_id: label.order_id,
              courier: { name: rate.courier_name, tracking_code: `TRK${parcels}` },
              tracking_url: `https://shipbubble.example/track/${label.order_id}`,
              waybill_document: `https://shipbubble.example/waybill/${label.order_id}.pdf`,
              payment: { shipping_fee: rate.total, currency: "NGN" },
            },
          });
        }
        if (path === "/shipping/wallet/balance") {
          return send(res, 200, { status: "success", data: { balance: fake.balance, currency: "NGN" } });
        }
        send(res, 404, { status: "failed", message: "Not found" });
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs).unref();
      else answer();
    });
  });

  return Object.assign(fake, {
    url: server.url,
    calls,
    env: { SHIPBUBBLE_API_KEY: SHIPBUBBLE_FAKE_KEY, SHIPBUBBLE_API_URL: `${server.url}/v1` },
    close: server.close,
    failNext(count: number) {
      failures = count;
    },
    event(orderId: string, status: string, datetime: string) {
      const body = JSON.stringify({
        event: "shipment.status.changed",
        order_id: orderId,
        status,
        package_status: [{ status, datetime }],
        date: datetime,
      });
      return { body, signature: createHmac("sha512", SHIPBUBBLE_FAKE_KEY).update(body).digest("hex") };
    },
    reset() {
      calls.length = 0;
      labels.clear();
      failures = 0;
      fake.balance = 50_000;
      fake.delayMs = 0;
    },
  });
}
