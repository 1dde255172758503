// What the load benchmarks send and how they measure: autocannon as a library, shoppers' orders
// and messages each marked so the database can be checked for every one that got a 2xx.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import type { Db } from "../../app/server/db/db.server";

const CONNECTIONS = 50;
/** What a browser asks for: the shop answers with brotli. */
export const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };
/** Orion Dress (id 3) in M and BB Ensemble (id 42): the cart and checkout render two lines. */
export const CART_COOKIE = `hazel_cart=${encodeURIComponent("3.M.1~42.M.2")}`;
/** A GET of `path` per request with a cart no request before had: two lines, the second's quantity counted up. */
export function newCartEachRequest(path: string): autocannon.Request[] {
  let count = 0;
  return [
    {
      method: "GET",
      path,
      setupRequest: (req) => {
        count += 1;
        const cookie = `hazel_cart=${encodeURIComponent(`3.M.1~42.M.${count}`)}`;
        return { ...req, headers: { ...BROWSER_ENCODINGS, ...req.headers, cookie } };
      },
    },
  ];
}

/** Every order and message the benchmarks send carries this, so a check counts only its own. */
const MARK = "load-bench";

export interface Measured {
  name: string;
  /** The server's CPU time per answered request, when its process is known: steady under load. */
  cpuMs?: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** Answers other than 2xx, by status: "429×3 502×1". */
  other: string;
  errors: number;
}

/** What the shoppers got a 2xx for: the orders' references and the messages' tokens. */
export interface Accepted {
  orders: string[];
  messages: string[];
  /**
   * Requests sent with no answer read (timeouts, resets, and those in flight when a run stopped):
   * their order or message may be stored all the same.
   */
  unanswered: number;
}

export const newAccepted = (): Accepted => ({ orders: [], messages: [], unanswered: 0 });

/** A shopper of the benchmarks': a new email each time, marked so her orders can be counted. */
export function benchShopper(mark: string) {
  return {
    email: `${mark}+${randomUUID().slice(0, 8)}@example.com`,
    firstName: "Ada",
    lastName: "Obi",
    phone: "+234 803 123 4567",
    address: "12 Aba Road, Port Harcourt",
    country: "Nigeria",
    state: "Rivers",
    comments: mark,
  };
}

function orderBody(): string {
  return JSON.stringify({
    customer: benchShopper(MARK),
    lines: [
      { productId: 3, size: "M", quantity: 1 },
      { productId: 42, size: "M", quantity: 2 },
    ],
  });
}

function messageBody(token: string): string {
  return JSON.stringify({
    kind: "contact",
    from_name: "Ada Obi",
    from_email: "ada@example.com",
    message: `${MARK} ${token}`,
  });
}

type Request = autocannon.Request;

/**
 * A shopper's own address per order, as a trusted proxy names it: unpaid orders are capped per
 * address, and the shoppers measured are many, not one (the server must trust loopback proxies).
 */
function shopperAddress(count: number): string {
  return `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`;
}

/** A POST of a new order per request; the references of the 2xx answers go to `accepted`. */
export function orderRequests(accepted: Accepted): Request[] {
  let count = 0;
  return [
    {
      method: "POST",
      path: "/api/orders",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => {
        count += 1;
        return { ...req, headers: { ...req.headers, "x-forwarded-for": shopperAddress(count) }, body: orderBody() };
      },
      onResponse: (status, body) => {
        if (status >= 200 && status < 300) accepted.orders.push((JSON.parse(body) as { reference: string }).reference);
      },
    },
  ];
}

/** A POST of a new contact message per request; the tokens of the 2xx answers go to `accepted`. */
export function messageRequests(accepted: Accepted): Request[] {
  return [
    {
      method: "POST",
      path: "/api/messages",
      headers: { "content-type": "application/json" },
      setupRequest: (req, context) => {
        const token = randomUUID();
        context.token = token;
        return { ...req, body: messageBody(token) };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) accepted.messages.push(context.token as string);
      },
    },
  ];
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  requests?: Request[];
}

/** User and system CPU time of a process so far, in ms (Linux's /proc; undefined elsewhere). */
function cpuTimeMs(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Loads one target for `seconds` at 50 connections, after a short warm-up that is not counted. */
export async function measure(
  target: Target,
  seconds: number,
  accepted?: Accepted,
  serverPid?: number,
): Promise<Measured> {
  const options = { url: target.url, connections: CONNECTIONS, headers: target.headers, requests: target.requests };
  const warm = await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuTimeMs(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = cpuTimeMs(serverPid);
  if (accepted) {
    for (const r of [warm, result]) accepted.unanswered += r.requests.sent - r.requests.total;
  }
  return {
    name: target.name,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" "),
    errors: result.errors + result.timeouts,
  };
}

/** Each accepted order and message stored exactly once, and nothing stored that was not answered. */
export async function checkStored(db: Db, accepted: Accepted): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.query<{ reference: string; n: string }>(
    "select reference, count(*) as n from orders where comments = $1 group by reference",
    [MARK],
  );
  const messages = await db.query<{ message: string; n: string }>(
    "select message, count(*) as n from messages where message like $1 group by message",
    [`${MARK} %`],
  );
  const compare = (what: string, got: string[], stored: Map<string, number>) => {
    const missing = got.filter((key) => !stored.has(key));
    const twice = [...stored].filter(([, n]) => n > 1);
    const extra = [...stored.keys()].length - new Set(got).size;
    if (new Set(got).size !== got.length) problems.push(`${what}: the same one was answered twice`);
    if (missing.length) problems.push(`${what}: ${missing.length} answered with a 2xx are not in the database`);
    if (twice.length) problems.push(`${what}: ${twice.length} are stored more than once`);
    if (extra > accepted.unanswered)
      problems.push(`${what}: ${extra} stored that no 2xx answered (${accepted.unanswered} unanswered)`);
  };
  compare("orders", accepted.orders, new Map(orders.map((r) => [r.reference, Number(r.n)])));
  compare("messages", accepted.messages, new Map(messages.map((r) => [r.message.slice(MARK.length + 1), Number(r.n)])));
  return problems;
}

const fixed = (n: number) => (n >= 100 ? Math.round(n).toLocaleString("en") : n.toFixed(1));

/** The results as a Markdown table, each with its ratio to the floor. */
export function table(rows: Measured[], floor?: Measured): string {
  return [
    `| what | req/s | p50 | p99 | 2xx | other answers | no answer | server CPU per request |${floor ? " of the floor |" : ""}`,
    `|---|---|---|---|---|---|---|---|${floor ? "---|" : ""}`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fixed(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.ok} | ${r.other || "none"} | ${r.errors} | ${r.cpuMs === undefined ? "" : `${r.cpuMs.toFixed(2)} ms`} |${floor ? ` ${((100 * r.rps) / floor.rps).toFixed(0)}% |` : ""}`,
    ),
  ].join("\n");
}
