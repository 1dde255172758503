import { createHmac } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

const TERMII_FAKE_IDS = {
  TERMII_API_KEY: "termii_api_key_fake",
  TERMII_SENDER_ID: "Hazel",
  TERMII_SECRET_KEY: "termii_secret_fake",
} as const;

/** One SMS the fake took. */
interface TermiiSend {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
}

/** Termii's report words for a message: "Delivered", "DND Active on Phone Number", "Expired"…; or none. */
type TermiiFate = { report: string } | { silent: true };

type Deliver = (raw: Buffer, signature: string) => Promise<unknown>;

export interface TermiiFake extends Fake {
  url: string;
  sends: TermiiSend[];
  fate(to: string, fate: TermiiFate): void;
  deliverTo(target: string | Deliver, auto?: boolean): void;
  /** Delivers the queued delivery reports, each once or twice. */
  flush(how?: { twice?: boolean }): Promise<void>;
  /** X-Termii-Signature of a body. */
  sign(raw: Buffer): string;
  reset(): void;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * Termii's SMS API on loopback: POST /api/sms/send checks the key, the sender id, type "plain" and
 * a route, answers its message_id as Termii does, then queues the delivery report its number's
 * fate says ("Delivered" unless told), signed with HMAC-SHA512 of the body (X-Termii-Signature).
 * Control over HTTP: POST /__control {"fate": {"to", "report"}} or {"deliverTo": url}, GET /__sends.
 */
export async function startTermiiFake(): Promise<TermiiFake> {
  const sends: TermiiSend[] = [];
  const fates = new Map<string, TermiiFate>();
  const queued: Buffer[] = [];
  let deliver: Deliver | undefined;
  let auto = false;
  let count = 0;
  const sign = (raw: Buffer) => createHmac("sha512", TERMII_FAKE_IDS.TERMII_SECRET_KEY).update(raw).digest("hex");
  const post =
    (target: string): Deliver =>
    async (raw, signature) =>
      fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Termii-Signature": signature },
        body: new Uint8Array(raw),
      });

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "GET" && path === "/__sends") return send(res, 200, { sends });
    if (req.method === "POST" && path === "/__control") {
      const body = JSON.parse((await readBody(req)).toString() || "{}") as {
        fate?: TermiiFate & { to: string };
        deliverTo?: string;
      };
      if (body.fate) fake.fate(body.fate.to, body.fate);
      if (body.deliverTo) fake.deliverTo(body.deliverTo, true);
      return send(res, 204, {});
    }
    if (req.method !== "POST" || path !== "/api/sms/send") return send(res, 404, { message: "Not found" });
    const body = JSON.parse((await readBody(req)).toString() || "{}") as Record<string, unknown>;
    if (body.api_key !== TERMII_FAKE_IDS.TERMII_API_KEY) return send(res, 401, { message: "Invalid API key" });
    if (body.from !== TERMII_FAKE_IDS.TERMII_SENDER_ID) return send(res, 400, { message: "Sender id not found" });
    if (body.type !== "plain" || !["dnd", "generic", "whatsapp"].includes(String(body.channel)))
      return send(res, 400, { message: "Invalid type or channel" });
    if (typeof body.to !== "string" || typeof body.sms !== "string" || !body.sms)
      return send(res, 400, { message: "to and sms are required" });
    const m: TermiiSend = {
      messageId: `3017${Date.now()}${++count}`,
      to: body.to,
      from: String(body.from),
      sms: body.sms,
      channel: String(body.channel),
    };
    sends.push(m);
    send(res, 200, { code: "ok", message_id: m.messageId, message: "Successfully Sent", balance: 9, user: "Hazel" });
    const fate = fates.get(m.to) ?? { report: "Delivered" };
    if ("report" in fate)
      queued.push(
        Buffer.from(
          JSON.stringify({
            type: "sms",
            id: `${count}`,
            message_id: m.messageId,
            receiver: m.to,
            sender: m.from,
            message: m.sms,
            sent_at: new Date().toISOString().slice(0, 19).replace("T", " "),
            cost: "4.00",
            status: fate.report,
            channel: m.channel,
          }),
        ),
      );
    if (auto) setTimeout(() => void fake.flush(), 50);
  };

  const server = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  const fake: TermiiFake = {
    url: server.url,
    sends,
    env: { ...TERMII_FAKE_IDS, TERMII_API_URL: server.url },
    fate: (to, fate) => fates.set(to, fate),
    deliverTo(target, isAuto = false) {
      deliver = typeof target === "string" ? post(target) : target;
      auto = isAuto;
    },
    async flush({ twice = false } = {}) {
      for (const raw of queued.splice(0)) for (let i = 0; i < (twice ? 2 : 1); i++) await deliver?.(raw, sign(raw));
    },
    sign,
    reset() {
      sends.length = 0;
      fates.clear();
      queued.length = 0;
    },
    close: server.close,
  };
  return fake;
}
