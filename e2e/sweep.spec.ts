import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { startServer } from "../scripts/start-server";
import { expect, test } from "./support/test";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { placeOrder, shopper } from "./support/orders";

// Every route the app defines, read from the build's route table (a new route is swept without
// editing this file), sent what a hostile visitor sends, with and without the owner's session.

/** Marks of a stack trace or a file path in an answer. */
const LEAKS = /node_modules|\/work\/|\bat [\w.<>]+ \(|\.js:\d+:\d+|\.ts:\d+:\d+/;
/** A name no shopper has: if it reaches the server's log, the log holds what was typed. */
const MARK = "Sweepmark Nwankwo";

/** Every path pattern the build's route table defines ("/admin/orders/:reference"). */
async function routePatterns(): Promise<string[]> {
  const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const { routes } = (await import(pathToFileURL(entry).href)) as {
    routes: Record<string, { parentId?: string; path?: string }>;
  };
  const full = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? full(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return [...new Set(Object.keys(routes).map((id) => `/${full(id)}`))].sort();
}

/** Pages with a shopper's or the owner's data. */
const isPersonal = (pattern: string) => /^\/(admin|cart|checkout|order\/)/.test(pattern);

/** Values a route parameter gets besides a plausible one. */
const HOSTILE_PARAMS = [
  "%00",
  "-1",
  "99999999999999999999999",
  "__proto__",
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%92%A9%E2%80%AE",
  "HZL-AAAAAAAAAAAA",
  "x".repeat(2000),
];

/** Plausible values: a real address of the pattern from the sitemap, else one the sweep made. */
function plausible(pattern: string, sitemap: string[], known: Record<string, string>): string {
  const shape = new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`);
  return sitemap.find((p) => shape.test(p)) ?? pattern.replace(/:(\w+)/g, (_, name: string) => known[name] ?? "1");
}

const form = "application/x-www-form-urlencoded";
const BOUNDARY = "----sweep-boundary-7MA4YWxkTrZu0gW";
const nul = "\u0000";
/** POST bodies: wrong types, malformed JSON and forms, NUL characters, huge and negative numbers. */
const BODIES: { type?: string; body: string }[] = [
  { type: "text/plain", body: "password=x" },
  { type: "multipart/form-data", body: "password=x" },
  { body: "password=x" },
  { type: "application/json", body: '{"kind":' },
  { type: "application/json", body: `${"[".repeat(3000)}${"]".repeat(3000)}` },
  { type: form, body: "%%%&&==&%zz=%E0%A4%A&=&a" },
  {
    type: "application/json",
    body: JSON.stringify({
      kind: "contact",
      from_name: `${MARK}${nul}`,
      from_email: `ada${nul}@example.com`,
      message: `Hello${nul}`,
      customer: { firstName: `${MARK}${nul}`, lastName: "Obi", email: "ada@example.com", phone: "+2348031234567" },
      lines: [{ productId: 42, size: "M", quantity: 1 }],
      event: `charge.success${nul}`,
    }),
  },
  {
    type: form,
    body: `password=${MARK}%00&intent=note&note=${MARK}%00&message=1%00&reason=%00&kind=contact&from_name=${MARK}%00`,
  },
  {
    type: "application/json",
    body: '{"lines":[{"productId":1e308,"size":"M","quantity":-1},{"productId":-9007199254740993,"quantity":1e400}],"amount":-1}',
  },
  { type: form, body: "message=9007199254740991&page=-1&quantity=99999999999999999999&productId=-1&amount=1e308" },
  // The product editor's, the sales' and the prices screen's forms, every value out of bounds.
  {
    type: form,
    body: `intent=save&version=-1&since=__proto__&name=${MARK}%00&slug=..%2F..&price=-1&originalPrice=1e308&sizes=XXXL&stock-M=-5&collection=__proto__&description=${"x".repeat(20_000)}`,
  },
  {
    type: form,
    body: `intent=save&name=${"x".repeat(500)}&percent=1000&starts=9999-99-99&ends=0000-00-00&collections=__proto__&in-1=add&price-1=-1&in-__proto__=add`,
  },
  { type: form, body: "intent=preview-raise&percent=-5&collection=__proto__&round=%00" },
  { type: form, body: "intent=apply&digest=%00&source=__proto__" },
  // A multipart form with a boundary: a prices file of 2,000 empty header cells and rows sorted
  // apart from their ids, and a "photo" that is no image.
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview-file`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="prices.csv"\r\nContent-Type: text/csv\r\n\r\nProduct id,Version (leave as is),Price (NGN)${",".repeat(2_000)}\n1,p2-v1-0000000,1\n2,p1-v1-0000000,1`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="dress.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"\u0000".repeat(64)}not a photo`,
      `--${BOUNDARY}--\r\n`,
    ].join("\r\n"),
  },
];
/**
 * The bodies sent with a hostile parameter: a form and a JSON body each action reads past its
 * first check, so the parameter reaches it (every body goes to every route's plausible address).
 */
const PARAM_BODIES = BODIES.filter(({ body }) =>
  /^(\{"kind":"contact"|password=Sweepmark|intent=save&version)/.test(body),
);

/** Query strings no page makes. */
const QUERIES = [
  "?q=%00",
  "?page=-1&stage=__proto__&done=__proto__&next=%2F%2Fevil.example",
  "?page=99999999999999999999&q=" + "x".repeat(3000),
  "?from=0001-01-01&to=9999-12-31",
  "?index&_routes=x&add=-1&size=%F0%9F%92%A9",
  // A listing's and a search's filters, /api/products' ids, the sales' preset, the prices' result.
  "?size=M&size=M&min=-1&max=1e99&stock=__proto__&sale=2&collection=..%2F&garment=x&sort=__proto__&page=0",
  `?q=${encodeURIComponent("👗".repeat(501))}&size=${"x".repeat(7_000)}`,
  "?ids=-1,0,99999999999999999999,__proto__,,1.5&ids=%00",
  "?preset=__proto__&applied=-1&products=%00",
];
const METHODS = ["HEAD", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"];

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1]) / 1024;
}

/**
 * POSTs up to 50 MB in chunks, as fast as the server takes them, until its answer arrives, and
 * never ends the body: a server that waited for the whole body before answering never answers,
 * and the flood fails after 20 s. Resolves with the status and the answer's text.
 */
function floodPost(url: string, headers: Record<string, string>) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: "POST", headers: { "Content-Type": form, "Transfer-Encoding": "chunked", ...headers } },
      (response) => {
        answered = true;
        let body = "";
        response.on("data", (d: Buffer) => (body += d.toString()));
        response.on("end", () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : (v ?? "")]),
          );
          clearTimeout(unanswered);
          resolve({ status: response.statusCode ?? 0, headers, body });
          request.destroy();
        });
      },
    );
    let unanswered: NodeJS.Timeout | undefined;
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < 50 * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered && !unanswered) {
        unanswered = setTimeout(() => {
          request.destroy();
          reject(new Error(`${url}: no answer while the body had not ended`));
        }, 20_000);
      }
    };
    pump();
  });
}

interface Answer {
  what: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The owner's session cookie as the request context holds it (Path=/admin: not sent to /ADMIN by itself). */
async function adminCookie(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  const session = cookies.find((c) => c.name === "hazel_admin");
  expect(session, "signed in").toBeDefined();
  return `hazel_admin=${session!.value}`;
}

/**
 * Sends one request, following no redirect, and keeps what came back. A kept-alive connection the
 * server closes as idle (after 6 s) in the instant it is reused is reset, and the request is sent
 * once more on a new one, as a browser does: the request context's agent ignores the server's
 * Keep-Alive hint, so it may reuse such a connection. A server that resets every time still fails.
 */
async function send(
  request: APIRequestContext,
  what: string,
  address: string,
  options: { method?: string; headers?: Record<string, string>; data?: string } = {},
): Promise<Answer> {
  const response = await request.fetch(address, { maxRedirects: 0, maxRetries: 1, ...options });
  return { what, status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Runs `work` over `items`, a few at a time. */
async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

// The sweep runs on a server of its own, so what its memory measures is the sweep's alone, not the
// other specs' pages rendered beside it; its heap is kept small, so the RSS measures what is kept,
// not where V8's sawtooth stood between two full collections.
test("every route answers hostile requests with a 4xx, no stack or path, private headers on personal pages, and flat memory", async ({
  playwright,
}) => {
  // Every route (over 110 now), each flooded and sent hostile bodies and parameters, the owner's
  // with and without her session: about 8,000 requests.
  test.setTimeout(2_700_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-sweep-"));
  let serverLog = "";
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      TRUST_PROXY: "loopback",
      NODE_OPTIONS: "--max-semi-space-size=1 --max-old-space-size=200",
    },
    (chunk) => (serverLog += chunk),
  );
  const baseURL = server.url;
  const request = await playwright.request.newContext({ baseURL });
  const pid = server.process.pid!;
  try {
    await sweepEveryRoute(request, baseURL, pid, () => serverLog, playwright);
  } catch (error) {
    // A failure (a request reset on the network above all) says whether the server was still there, and what it last logged.
    const { exitCode, signalCode } = server.process;
    const state = exitCode === null && signalCode === null ? "still runs" : `exited (${exitCode ?? signalCode})`;
    throw new Error(`${String(error)}\nThe server ${state}; its log ends:\n${serverLog.slice(-3000)}`, {
      cause: error,
    });
  } finally {
    await request.dispose();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function sweepEveryRoute(
  request: APIRequestContext,
  baseURL: string,
  pid: number,
  serverLog: () => string,
  playwright: PlaywrightWorkerArgs["playwright"],
) {
  expect(PARAM_BODIES).toHaveLength(3);
  const patterns = await routePatterns();
  expect(patterns).toEqual(expect.arrayContaining(["/", "/admin", "/admin/orders/:reference", "/api/orders"]));
  // The owner's product editor, photos, prices file, sales and backups; search, a filtered
  // listing and /api/products: each swept with the forms and queries above.
  expect(patterns).toEqual(
    expect.arrayContaining([
      "/admin/products/:id",
      "/admin/products/:id/photos",
      "/admin/products/prices",
      "/admin/products/prices.csv",
      "/admin/sales/new",
      "/admin/sales/:id",
      "/admin/backups",
      "/admin/backups/:name",
      "/search",
      "/naledi",
      "/api/products",
    ]),
  );
  const sitemap = [
    ...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g),
  ].map((m) => m[1]!);
  const known = { reference: await placeOrder(request), store: "babies", slug: "1" };

  // The owner signs in apart: `request` keeps no cookie, and the session goes only where it is named.
  const owner = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "198.18.201.1" },
  });
  // Each sign-in on a connection of its own: the hostile requests before it may have left the
  // owner's connections closing (a refused body ends its connection).
  const signIn = async () => {
    const fresh = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": "198.18.201.1" },
    });
    try {
      const answer = await fresh.post("/admin/sign-in", { form: { password: TEST_ADMIN_PASSWORD }, maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      return /hazel_admin=([^;]+)/.exec(answer.headers()["set-cookie"] ?? "")![1]!;
    } finally {
      await fresh.dispose();
    }
  };

  const answers: Answer[] = [];

  /** The owner's sessions no sweep holds: each sweep borrows one, so another's sign-out never ends it. */
  const idleSessions: string[] = [];

  /**
   * Every hostile request to one concrete address, with a session of the owner's or without; a
   * request that signed the owner out (/admin/sign-out) is followed by a new sign-in.
   */
  const sweep = async (address: string, plausibleAddress: boolean, signedIn: boolean) => {
    let session = signedIn ? (idleSessions.pop() ?? (await signIn())) : undefined;
    const cookie = () => (session ? { Cookie: `hazel_admin=${session}` } : undefined);
    const keep = async (answer: Answer) => {
      answers.push(answer);
      if (session && /hazel_admin=;/.test(answer.headers["set-cookie"] ?? "")) session = await signIn();
    };
    const tag = `${signedIn ? "owner" : "visitor"} `;
    const get = async (target: string, method = "GET") =>
      keep(await send(request, `${tag}${method} ${target}`, target, { method, headers: cookie() }));
    await get(address);
    await get(`${address === "/" ? "/_root" : address}.data`);
    for (const { type, body } of plausibleAddress ? BODIES : PARAM_BODIES) {
      const headers = { ...cookie(), ...(type ? { "Content-Type": type } : {}) };
      const what = `${tag}POST ${address} as ${type ?? "no type"}: ${body.slice(0, 40)}`;
      await keep(await send(request, what, address, { method: "POST", headers, data: body }));
    }
    if (plausibleAddress) {
      // What does not depend on the parameters' values, once per route.
      for (const method of METHODS) await get(address, method);
      for (const query of QUERIES) await get(`${address}${query}`);
      // Odd spellings of the address: /ADMIN, /Admin/Messages.
      await get(address.toUpperCase());
      await get(address.replace(/\/(\w)/g, (s) => s.toUpperCase()));
    }
    if (session) idleSessions.push(session);
  };

  /**
   * A 50 MB chunked body to the address, with a session or without; the server's memory sampled
   * while it arrives, and what it rose above its level just before kept by flood.
   */
  const grown = new Map<string, number>();
  const flood = async (address: string, session: string | undefined) => {
    const what = `${session ? "owner" : "visitor"} 50 MB to ${address}`;
    const cookie = session ? { Cookie: `hazel_admin=${session}` } : undefined;
    const before = residentMb(pid);
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
    const answer = await floodPost(new URL(address, baseURL).href, { "X-Forwarded-For": "198.18.200.1", ...cookie });
    clearInterval(sampling);
    grown.set(what, Math.max(peak, residentMb(pid)) - before);
    answers.push({ what, status: answer.status, headers: answer.headers, body: answer.body });
  };

  const addresses = patterns.flatMap((pattern) => [
    { pattern, address: plausible(pattern, sitemap, known), plausibleAddress: true },
    ...(pattern.includes(":")
      ? HOSTILE_PARAMS.map((value) => ({ pattern, address: pattern.replace(/:\w+/g, value), plausibleAddress: false }))
      : []),
  ]);

  // A first GET and POST to each route, so the measurement does not count their first loading.
  const routeAddresses = addresses.filter((a) => a.plausibleAddress).map((a) => a.address);
  await inPool(routeAddresses, 4, async (address) => {
    await send(request, "warm-up", address);
    await send(request, "warm-up", address, { method: "POST", headers: { "Content-Type": form }, data: "a=1" });
  });
  // The owner's session cookie is Path=/admin: a browser sends it nowhere else, so only the
  // owner's addresses (and their odd spellings, made from them) are swept with it.
  const ownerAddresses = addresses.filter((a) => a.pattern.startsWith("/admin"));
  const ownerRouteAddresses = ownerAddresses.filter((a) => a.plausibleAddress).map((a) => a.address);
  const sessions = await Promise.all(ownerRouteAddresses.map(() => signIn()));
  // The first 50 MB through the process, read and dropped, leaves the allocator's high-water mark
  // (some 25 MB) once: it is not counted as a route's.
  await flood("/", undefined);
  grown.clear();
  // 50 MB to every route, one after the other.
  for (const address of routeAddresses) await flood(address, undefined);
  for (const [i, address] of ownerRouteAddresses.entries()) await flood(address, sessions[i]);
  const [mostGrown, grownMb] = [...grown].reduce((a, b) => (b[1] > a[1] ? b : a));
  // Then everything else, a few requests at a time.
  await inPool(addresses, 4, ({ address, plausibleAddress }) => sweep(address, plausibleAddress, false));
  await inPool(ownerAddresses, 4, ({ address, plausibleAddress }) => sweep(address, plausibleAddress, true));
  await owner.dispose();

  test.info().annotations.push({
    type: "sweep",
    description: `${answers.length} requests; a flood raised the memory ${grownMb.toFixed(1)} MB at most (${mostGrown})`,
  });
  // The two passes are what they say: the owner sees her orders, a visitor is sent to sign in.
  expect(answers.find((a) => a.what === "owner GET /admin")?.status).toBe(200);
  expect(answers.find((a) => a.what === "visitor GET /admin")?.status).toBe(302);
  const failed = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.what}`);
  expect(failed, "no request is answered with a 5xx").toEqual([]);
  const leaked = answers.filter((a) => LEAKS.test(a.body)).map((a) => a.what);
  expect(leaked, "no answer carries a stack trace or a file path").toEqual([]);
  // A body read whole would add 50 MB while it arrives; a body refused or dropped, a few.
  expect(grownMb, `no flood raises the server's memory 30 MB (${mostGrown})`).toBeLessThan(30);

  // Personal pages: never cached by a shared cache, however they are asked for; the admin's never
  // indexed either (an order page says noindex in its markup; cart and checkout are indexable shells).
  const personal = answers.filter((a) => {
    const [, , address = ""] = a.what.split(" ");
    const page = address
      .replace(/\?.*$/, "")
      .replace(/\.data$/, "")
      .toLowerCase();
    const isPage = a.status < 400 && (a.what.includes(" GET ") || a.what.includes(" HEAD "));
    return isPage && patterns.some((p) => isPersonal(p) && new RegExp(`^${p.replace(/:\w+/g, "[^/]+")}$`).test(page));
  });
  expect(personal.length).toBeGreaterThan(20);
  for (const answer of personal) {
    expect(answer.headers["cache-control"], answer.what).toBe("private, no-store");
    if (/ \/admin/i.test(answer.what)) expect(answer.headers["x-robots-tag"], answer.what).toMatch(/noindex/);
  }

  // The server's log: one line per problem, never a stack, never what was typed.
  expect(serverLog()).not.toContain(MARK);
  expect(serverLog()).not.toMatch(/^\s+at /m);
}

test.describe("the audit's findings, sent again", () => {
  test("a chunked 50 MB sign-in without a session or Origin is refused with 413 before it is read", async ({
    baseURL,
  }) => {
    const answer = await floodPost(new URL("/admin/sign-in", baseURL).href, { "X-Forwarded-For": "198.18.202.1" });
    // floodPost never ends the body: the 413 came while it was still arriving.
    expect(answer.status).toBe(413);
  });

  test("a NUL in a shopper's field is a 400 naming the field", async ({ request }) => {
    const order = await request.post("/api/orders", {
      data: {
        customer: { ...shopper(), firstName: `Ada${nul}` },
        lines: [{ productId: 42, size: "M", quantity: 1 }],
      },
    });
    expect(order.status()).toBe(400);
    expect(((await order.json()) as { error: string }).error).toMatch(/^customer\.firstName: First name contains/);
    const message = await request.post("/api/messages", {
      data: { kind: "contact", from_name: "Ada", from_email: "ada@example.com", message: `Hello${nul}` },
    });
    expect(message.status()).toBe(400);
    expect(((await message.json()) as { fields: Record<string, string> }).fields.message).toMatch(
      /^Your message contains a character that cannot be used/,
    );
  });

  test("a sign-in as text/plain or multipart without a boundary is a 415, TRACE a 405", async ({ request }) => {
    for (const type of ["text/plain", "multipart/form-data"]) {
      const answer = await request.post("/admin/sign-in", { headers: { "Content-Type": type }, data: "password=x" });
      expect(answer.status(), type).toBe(415);
    }
    const trace = await request.fetch("/", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers().allow).toBe("GET, HEAD");
  });

  test("signed in: /admin?q=%00 and an export from year 1 to 9999 are 400s, /ADMIN a 308 to /admin", async ({
    request,
  }) => {
    await request.post("/admin/sign-in", { form: { password: TEST_ADMIN_PASSWORD } });
    const refused = await request.get("/admin?q=%00");
    expect(refused.status()).toBe(400);
    // Even a refusal under /admin is the owner's: never cached, never indexed.
    expect(refused.headers()["cache-control"]).toBe("private, no-store");
    expect(refused.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const crossSite = await request.post("/admin/sign-out", { headers: { Origin: "https://evil.example" } });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get("/admin/orders.csv?from=0001-01-01&to=9999-12-31")).status()).toBe(400);
    for (const [from, to] of [
      ["/ADMIN", "/admin"],
      ["/Admin/Messages", "/admin/messages"],
    ]) {
      const answer = await request.get(from!, { maxRedirects: 0, headers: { Cookie: await adminCookie(request) } });
      expect(answer.status(), from).toBe(308);
      expect(answer.headers().location).toBe(to);
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });

  test("an unmatched address is one line in the log, without a stack", async ({ request }) => {
    const address = `/no-such-page-${Date.now()}`;
    expect((await request.get(address)).status()).toBe(404);
    const lines = () => fs.readFileSync(process.env.E2E_SERVER_LOG!, "utf8").split("\n");
    await expect.poll(() => lines().filter((l) => l.includes(address))).toEqual([`GET ${address}: 404 Not Found`]);
    const at = lines().findIndex((l) => l.includes(address));
    expect(lines()[at + 1] ?? "").not.toMatch(/^\s+at /);
  });
});
