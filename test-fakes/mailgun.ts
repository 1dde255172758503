import { createHmac, randomBytes } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

/** The settings the shop is given while it talks to this fake. */
export const MAILGUN_FAKE = {
  MAILGUN_API_KEY: "key-fake",
  MAILGUN_DOMAIN: "mg.hazel.example",
  MAILGUN_FROM: "Hazel <news@mg.hazel.example>",
  MAILGUN_WEBHOOK_SIGNING_KEY: "signing-key-fake",
} as const;

/** One message Mailgun took: its form fields (repeated ones joined by ", ") and when. */
interface MailgunMessage {
  id: string;
  at: number;
  fields: Record<string, string>;
}

export interface MailgunFake extends Fake {
  url: string;
  messages: MailgunMessage[];
  /** Every answer's status in order (200s and 429s), and when. */
  answers: { at: number; status: number }[];
  /** Messages a rolling second it takes; past it, 429 with Retry-After. */
  setLimit(perSecond: number): void;
  /** An event for a message it took, as Mailgun posts it to a webhook: signed, or signed with `key`. */
  event(
    message: MailgunMessage,
    event: "delivered" | "failed" | "complained" | "unsubscribed" | "opened",
    options?: { severity?: "permanent" | "temporary"; key?: string; timestamp?: number; id?: string },
  ): Record<string, unknown>;
  reset(): void;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Mailgun's send endpoint on loopback (POST /v3/{domain}/messages, Basic api:key, multipart or
 * urlencoded fields), with a rolling one-second rate limit answered 429 as Mailgun does, and
 * events signed as its webhooks are (HMAC-SHA256 of timestamp + token under the signing key).
 * Control over HTTP: GET /__messages, POST /__limit?perSecond=n, POST /__reset.
 */
export async function startMailgunFake(): Promise<MailgunFake> {
  const messages: MailgunMessage[] = [];
  const answers: { at: number; status: number }[] = [];
  let limit = Number.POSITIVE_INFINITY;
  const auth = `Basic ${Buffer.from(`api:${MAILGUN_FAKE.MAILGUN_API_KEY}`).toString("base64")}`;

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/__messages") return answer(res, 200, messages);
    if (req.method === "POST" && url.pathname === "/__limit") {
      limit = Number(url.searchParams.get("perSecond")) || Number.POSITIVE_INFINITY;
      return answer(res, 200, { limit });
    }
    if (req.method === "POST" && url.pathname === "/__reset") {
      fake.reset();
      return answer(res, 200, {});
    }
    const send = /^\/v3\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !send) return answer(res, 404, { message: "Not found" });
    if (req.headers.authorization !== auth) return answer(res, 401, { message: "Invalid private key" });
    if (decodeURIComponent(send[1]!) !== MAILGUN_FAKE.MAILGUN_DOMAIN)
      return answer(res, 404, { message: "Domain not found" });
    const now = Date.now();
    const lastSecond = answers.filter((a) => a.status === 200 && a.at > now - 1000).length;
    if (lastSecond >= limit) {
      answers.push({ at: now, status: 429 });
      return answer(res, 429, { message: "Too many requests" }, { "Retry-After": "1" });
    }
    const body = await readBody(req);
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      const text = typeof value === "string" ? value : "";
      fields[name] = fields[name] === undefined ? text : `${fields[name]}, ${text}`;
    }
    for (const required of ["from", "to", "subject"])
      if (!fields[required]) return answer(res, 400, { message: `${required} parameter is missing` });
    if (!fields.text && !fields.html) return answer(res, 400, { message: "Need at least one of 'text' or 'html'" });
    const id = `<${now}.${randomBytes(6).toString("hex")}@${MAILGUN_FAKE.MAILGUN_DOMAIN}>`;
    messages.push({ id, at: now, fields });
    answers.push({ at: now, status: 200 });
    return answer(res, 200, { id, message: "Queued. Thank you." });
  };

  const server = await listen((req, res) => {
    handler(req, res).catch(() => answer(res, 500, { message: "fake failed" }));
  });
  const fake: MailgunFake = {
    url: server.url,
    env: { ...MAILGUN_FAKE, MAILGUN_API_URL: server.url },
    messages,
    answers,
    setLimit: (perSecond) => {
      limit = perSecond;
    },
    event(message, event, options = {}) {
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      const token = randomBytes(25).toString("hex");
      const signature = createHmac("sha256", options.key ?? MAILGUN_FAKE.MAILGUN_WEBHOOK_SIGNING_KEY)
        .update(timestamp + token)
        .digest("hex");
      const variables = Object.fromEntries(
        Object.entries(message.fields)
          .filter(([name]) => name.startsWith("v:"))
          .map(([name, value]) => [name.slice(2), value]),
      );
      return {
        signature: { timestamp, token, signature },
        "event-data": {
          id: options.id ?? randomBytes(11).toString("base64url"),
          event,
          timestamp: Number(timestamp),
          recipient: message.fields.to,
          ...(options.severity ? { severity: options.severity } : {}),
          message: { headers: { "message-id": message.id.slice(1, -1) } },
          "user-variables": variables,
        },
      };
    },
    reset: () => {
      messages.length = 0;
      answers.length = 0;
      limit = Number.POSITIVE_INFINITY;
    },
    close: server.close,
  };
  return fake;
}
