import { createHmac } from "node:crypto";
import type http from "node:http";
import { listen, type Fake } from "./index";

/** The settings the shop is given while it talks to this fake. */
const WHATSAPP_FAKE_IDS = {
  WHATSAPP_TOKEN: "whatsapp_token_fake",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "whatsapp_app_secret_fake",
  WHATSAPP_VERIFY_TOKEN: "whatsapp_verify_fake",
  WHATSAPP_BUSINESS_ACCOUNT_ID: "102290129340398",
} as const;

/** What becomes of the messages to a number: their receipts, a failure's code, or nothing at all. */
type WhatsappFate =
  { receipts: ("sent" | "delivered" | "read")[] } | { fail: number; title?: string } | { silent: true };

/** One template message the fake took. */
interface WhatsappSend {
  id: string;
  to: string;
  template: string;
  language: string;
  variables: string[];
}

/** Where its signed status webhooks go: the shop's address, or a function the test hands them to. */
type Deliver = (raw: Buffer, signature: string) => Promise<unknown>;

export interface WhatsappFake extends Fake {
  url: string;
  sends: WhatsappSend[];
  /** What becomes of the messages to `to` (international digits); every number is delivered then read unless told. */
  fate(to: string, fate: WhatsappFate): void;
  /** The next send is refused at once with Meta's error code (HTTP 400), as an unknown template is. */
  refuseNext(code: number, message?: string): void;
  /** Where status webhooks go; `auto` delivers each right after its send (e2e), else `flush` does. */
  deliverTo(target: string | Deliver, auto?: boolean): void;
  /** Delivers the queued status webhooks: in order, reversed, or each twice. */
  flush(how?: { reverse?: boolean; twice?: boolean }): Promise<void>;
  /** A webhook body of statuses (signed with `sign`), as Meta sends it. */
  statusBody(statuses: Record<string, unknown>[]): Buffer;
  /** A webhook body of one text she wrote. */
  textBody(from: string, text: string): Buffer;
  /** X-Hub-Signature-256 of a body, with the app secret. */
  sign(raw: Buffer): string;
  /** The account's templates, as GET /{business-account-id}/message_templates lists them, two a page. */
  templates: Record<string, unknown>[];
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

const envelope = (value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: {
              display_phone_number: "15550783881",
              phone_number_id: WHATSAPP_FAKE_IDS.WHATSAPP_PHONE_NUMBER_ID,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/**
 * Meta's Graph API on loopback: POST /{phone-number-id}/messages takes a template message (bearer
 * token, the number id, a template with its language and body parameters checked) and answers its
 * wamid as Meta does; then sends the status webhooks its number's fate says, signed with the app
 * secret (sent, delivered, read, or failed with a code and its pricing), or none when silent.
 * Control over HTTP: POST /__control {"fate": {"to": "...", ...}} or {"deliverTo": url}, GET /__sends.
 */
export async function startWhatsappFake(): Promise<WhatsappFake> {
  const sends: WhatsappSend[] = [];
  const fates = new Map<string, WhatsappFate>();
  const queued: Buffer[] = [];
  let refusal: { code: number; message: string } | undefined;
  let deliver: Deliver | undefined;
  let auto = false;
  let count = 0;

  const sign = (raw: Buffer) =>
    `sha256=${createHmac("sha256", WHATSAPP_FAKE_IDS.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`;
  const statusBody = (statuses: Record<string, unknown>[]) => Buffer.from(JSON.stringify(envelope({ statuses })));
  const post =
    (target: string): Deliver =>
    async (raw, signature) =>
      fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
        body: new Uint8Array(raw),
      });
  const pricing = { billable: true, pricing_model: "PMP", category: "utility", type: "regular" };
  const statusesFor = (m: WhatsappSend): Record<string, unknown>[] => {
    const fate = fates.get(m.to) ?? { receipts: ["sent", "delivered", "read"] };
    const timestamp = String(Math.floor(Date.now() / 1000));
    const base = { id: m.id, recipient_id: m.to, timestamp };
    if ("silent" in fate) return [];
    if ("fail" in fate)
      return [
        {
          ...base,
          status: "failed",
          errors: [
            {
              code: fate.fail,
              title: fate.title ?? "Message undeliverable",
              error_data: { details: "Message failed to send." },
            },
          ],
        },
      ];
    return fate.receipts.map((status) => ({ ...base, status, pricing }));
  };

  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "GET" && path === "/__sends") return send(res, 200, { sends });
    if (req.method === "GET" && path === `/${WHATSAPP_FAKE_IDS.WHATSAPP_BUSINESS_ACCOUNT_ID}/message_templates`) {
      if (req.headers.authorization !== `Bearer ${WHATSAPP_FAKE_IDS.WHATSAPP_TOKEN}`)
        return send(res, 401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      const after = Number(new URL(req.url ?? "/", "http://fake").searchParams.get("after") ?? 0);
      const page = fake.templates.slice(after, after + 2);
      const more = after + 2 < fake.templates.length;
      return send(res, 200, {
        data: page,
        paging: more ? { next: `${server.url}${path}?after=${after + 2}` } : {},
      });
    }
    if (req.method === "POST" && path === "/__control") {
      const body = JSON.parse((await readBody(req)).toString() || "{}") as {
        fate?: WhatsappFate & { to: string };
        deliverTo?: string;
      };
      if (body.fate) fake.fate(body.fate.to, body.fate);
      if (body.deliverTo) fake.deliverTo(body.deliverTo, true);
      return send(res, 204, {});
    }
    if (req.method !== "POST" || path !== `/${WHATSAPP_FAKE_IDS.WHATSAPP_PHONE_NUMBER_ID}/messages`)
      return send(res, 404, { error: { message: "Unknown path", type: "OAuthException", code: 803 } });
    if (req.headers.authorization !== `Bearer ${WHATSAPP_FAKE_IDS.WHATSAPP_TOKEN}`)
      return send(res, 401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    const body = JSON.parse((await readBody(req)).toString() || "{}") as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters: { type: string; text: string }[] }[];
      };
    };
    if (body.messaging_product !== "whatsapp" || body.type !== "template" || !body.to || !body.template?.name)
      return send(res, 400, { error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } });
    if (refusal) {
      const { code, message } = refusal;
      refusal = undefined;
      return send(res, 400, { error: { message, type: "OAuthException", code } });
    }
    const m: WhatsappSend = {
      id: `wamid.HBgN${++count}${Date.now()}`,
      to: body.to,
      template: body.template.name,
      language: body.template.language?.code ?? "",
      variables: body.template.components?.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [],
    };
    sends.push(m);
    send(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: m.to, wa_id: m.to }],
      messages: [{ id: m.id, message_status: "accepted" }],
    });
    for (const status of statusesFor(m)) queued.push(statusBody([status]));
    if (auto) setTimeout(() => void fake.flush(), 50);
  };

  const server = await listen((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });
  const fake: WhatsappFake = {
    url: server.url,
    sends,
    env: { ...WHATSAPP_FAKE_IDS, WHATSAPP_API_URL: server.url },
    fate: (to, fate) => fates.set(to, fate),
    refuseNext: (code, message = "(#132001) Template name does not exist in the translation") => {
      refusal = { code, message };
    },
    deliverTo(target, isAuto = false) {
      deliver = typeof target === "string" ? post(target) : target;
      auto = isAuto;
    },
    async flush({ reverse = false, twice = false } = {}) {
      const bodies = queued.splice(0);
      if (reverse) bodies.reverse();
      for (const raw of bodies) for (let i = 0; i < (twice ? 2 : 1); i++) await deliver?.(raw, sign(raw));
    },
    statusBody,
    textBody: (from, text) =>
      Buffer.from(
        JSON.stringify(
          envelope({
            contacts: [{ profile: { name: "Shopper" }, wa_id: from }],
            messages: [
              {
                from,
                id: `wamid.in${++count}`,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: "text",
                text: { body: text },
              },
            ],
          }),
        ),
      ),
    sign,
    templates: [],
    reset() {
      sends.length = 0;
      fates.clear();
      queued.length = 0;
      refusal = undefined;
    },
    close: server.close,
  };
  return fake;
}
