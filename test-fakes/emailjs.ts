import type http from "node:http";
import { listen, type Fake } from "./index";

/** The ids the shop is configured with while it talks to this fake. */
const EMAILJS_FAKE_IDS = {
  EMAILJS_SERVICE_ID: "service_fake",
  EMAILJS_TEMPLATE_ID: "template_fake",
  EMAILJS_ORDER_TEMPLATE_ID: "template_order_fake",
  EMAILJS_CUSTOMER_TEMPLATE_ID: "template_customer_fake",
  EMAILJS_LIST_TEMPLATE_ID: "template_list_fake",
  EMAILJS_PUBLIC_KEY: "public_fake",
  EMAILJS_PRIVATE_KEY: "private_fake",
} as const;

const TEMPLATES = new Set<string>([
  EMAILJS_FAKE_IDS.EMAILJS_TEMPLATE_ID,
  EMAILJS_FAKE_IDS.EMAILJS_ORDER_TEMPLATE_ID,
  EMAILJS_FAKE_IDS.EMAILJS_CUSTOMER_TEMPLATE_ID,
  EMAILJS_FAKE_IDS.EMAILJS_LIST_TEMPLATE_ID,
]);

/** Every call, answered or refused: the log tests read (GET /__calls over HTTP). */
export interface EmailjsCall {
  at: number;
  status: number;
  fields: Record<string, string>;
}

export interface EmailjsFake extends Fake {
  url: string;
  calls: EmailjsCall[];
  /** The next `count` sends answer `status` (EmailJS's outage or rate-limit answers). */
  failNext(count: number, status?: number): void;
  /** The next send of this sender's message answers 503, whatever other sends come first. */
  failFor(email: string): void;
  reset(): void;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: http.ServerResponse, status: number, body: string, type = "text/plain") {
  res.writeHead(status, { "Content-Type": `${type}; charset=utf-8` });
  res.end(body);
}

/**
 * EmailJS's send-form endpoint on loopback: it checks the multipart fields and the ids as the
 * real service does, answers "OK", and records every call. Control: POST /__control
 * {"failNext": n, "status"?: 503} or {"failFor": email}, GET /__calls, POST /__reset.
 */
export async function startEmailjsFake(): Promise<EmailjsFake> {
  const calls: EmailjsCall[] = [];
  const failures = { left: 0, status: 503, senders: new Set<string>() };

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "GET" && path === "/__calls")
      return send(res, 200, JSON.stringify({ calls }), "application/json");
    if (req.method === "POST" && path === "/__reset") {
      fake.reset();
      return send(res, 204, "");
    }
    if (req.method === "POST" && path === "/__control") {
      const body = JSON.parse((await readBody(req)).toString() || "{}") as {
        failNext?: number;
        status?: number;
        failFor?: string;
      };
      if (body.failFor) fake.failFor(body.failFor);
      else fake.failNext(body.failNext ?? 0, body.status);
      return send(res, 204, "");
    }
    if (req.method !== "POST" || path !== "/api/v1.0/email/send-form") return send(res, 404, "Not found");

    const type = req.headers["content-type"] ?? "";
    if (!type.startsWith("multipart/form-data")) return send(res, 400, "The request must be multipart/form-data");
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": type },
      body: new Uint8Array(await readBody(req)),
    }).formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === "string" ? value : "[file]";
    });
    const answer = (status: number, text: string) => {
      calls.push({ at: Date.now(), status, fields });
      send(res, status, text);
    };
    if (fields.from_email && failures.senders.delete(fields.from_email)) return answer(503, "Service unavailable");
    if (failures.left > 0) {
      failures.left -= 1;
      return answer(failures.status, failures.status === 429 ? "Too Many Requests" : "Service unavailable");
    }
    if (fields.service_id !== EMAILJS_FAKE_IDS.EMAILJS_SERVICE_ID) return answer(400, "The service ID is invalid");
    if (!TEMPLATES.has(fields.template_id ?? "")) return answer(400, "The template ID is invalid");
    if (fields.user_id !== EMAILJS_FAKE_IDS.EMAILJS_PUBLIC_KEY) return answer(400, "The Public Key is invalid");
    if (fields.accessToken !== EMAILJS_FAKE_IDS.EMAILJS_PRIVATE_KEY) return answer(403, "The Private Key is invalid");
    if (!fields.lib_version) return answer(400, "The lib_version parameter is required");
    return answer(200, "OK");
  };

  const server = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, String(error)));
  });
  const fake: EmailjsFake = {
    url: server.url,
    calls,
    // The fake has no rate limit: every journey's emails, on one server, are not queued a second apart.
    env: { ...EMAILJS_FAKE_IDS, EMAILJS_API_URL: server.url, EMAILJS_PACE_SECONDS: "0.1" },
    failNext(count, status = 503) {
      failures.left = count;
      failures.status = status;
    },
    failFor(email) {
      failures.senders.add(email);
    },
    reset() {
      calls.length = 0;
      failures.left = 0;
      failures.senders.clear();
    },
    close: server.close,
  };
  return fake;
}
