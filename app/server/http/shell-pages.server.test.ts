import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rawRequest, type RawAnswer } from "../base/test-raw-request.server";
import { MANIFEST_PATH } from "~/lib/images/images.server";
import { TEST_PAYSTACK_ENV } from "../test-services.server";
import type { Services } from "../services.server";
import type { shellPages as ShellPages, shellRoutesOf as ShellRoutesOf } from "./shell-pages.server";

// The app's real server build (routes, root, entry), loaded through Vite as `npm run dev` loads
// it, and served by the shop's real HTTP app as in production (no `vite` option given).
const SITE = "http://localhost:3000";
const CART = "hazel_cart=3.M.1~42.M.2";
const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hazel-shells-")), SITE_URL: SITE, ...TEST_PAYSTACK_ENV };
const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
let vite: ViteDevServer;
let build: ServerBuild;
let services: Services;
let server: http.Server;
let shellPages: typeof ShellPages;
let shellRoutesOf: typeof ShellRoutesOf;
/** The build's server entry: the shop's HTTP app and services, from the same modules as the routes. */
let app: typeof import("../../entry.server");
/** How many times React Router rendered a whole page (its entry's handleRequest). */
let pageRenders = 0;

const get = (address: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(server, address, headers, method);

/** The page as React Router renders it for this request today: the whole tree, per request. */
async function wholePage(address: string, cookie?: string): Promise<string> {
  const response = await createRequestHandler(build, "production")(
    new Request(`${SITE}${address}`, cookie ? { headers: { cookie } } : undefined),
    { clientAddress: "127.0.0.1" },
  );
  expect(response.status).toBe(200);
  return response.text();
}

function decoded({ headers, body }: RawAnswer): string {
  if (headers["content-encoding"] === "br") return zlib.brotliDecompressSync(body).toString();
  if (headers["content-encoding"] === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

beforeAll(async () => {
  // The pages name their pictures from the image manifest: a fresh checkout builds it first (a
  // copy of the committed encoded images, a few seconds).
  if (!fs.existsSync(MANIFEST_PATH)) execFileSync("npm", ["run", "images"], { stdio: "ignore" });
  Object.assign(process.env, env);
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  const loaded = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const entry = loaded.entry.module;
  build = {
    ...loaded,
    entry: {
      module: {
        ...entry,
        default: (...args: Parameters<typeof entry.default>) => {
          pageRenders++;
          return entry.default(...args);
        },
      },
    },
  };
  ({ shellPages, shellRoutesOf } = (await vite.ssrLoadModule("/app/server/http/shell-pages.server.ts")) as {
    shellPages: typeof ShellPages;
    shellRoutesOf: typeof ShellRoutesOf;
  });
  app = entry as unknown as typeof import("../../entry.server");
  services = await app.getServices();
  server = app
    .createHttpApp({ services, build, clientDir: path.join(env.DATA_DIR, "no-client") })
    .listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
}, 120_000);

afterAll(async () => {
  server?.close();
  if (services) await app.closeServices(services);
  await vite?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
});

describe("/cart and /checkout from their shells", () => {
  const cases: [string, string | undefined][] = [
    ["/cart", undefined],
    ["/cart", CART],
    ["/cart?added=3&size=M&quantity=2", undefined],
    ["/cart?added=42&size=M&quantity=1", CART],
    ["/cart?added=nonsense", CART],
    ["/cart", "hazel_cart=%E0%A4%A"],
    ["/cart", "other=1; hazel_cart=999.Q.-4~3..1"],
    ["/checkout", undefined],
    ["/checkout", CART],
    ["/checkout?add=3&size=M", CART],
    ["/checkout", "hazel_cart=%E0%A4%A"],
  ];

  it.each(cases)("%s with the cookie %s is byte for byte the page React Router renders", async (address, cookie) => {
    const expected = await wholePage(address, cookie);
    for (const encoding of ["br", "gzip", ""]) {
      const answer = await get(address, { ...(cookie ? { cookie } : {}), "accept-encoding": encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding || undefined);
      expect(decoded(answer)).toBe(expected);
    }
  });

  it("keep React Router's headers, the security headers and Vary", async () => {
    const answer = await get("/checkout", { cookie: CART, "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const head = await get("/cart", { cookie: CART }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["cache-control"]).toBe("private, no-store");
  });

  it("answer a product form's line with the cart cookie and a redirect a reload does not add from", async () => {
    const answer = await get("/cart?add=3&size=M&quantity=2", { cookie: CART });
    expect(answer.status).toBe(303);
    expect(answer.headers["location"]).toBe("/cart?added=3&size=M&quantity=2");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["set-cookie"]?.[0]).toMatch(/^hazel_cart=3\.M\.3~42\.M\.2;/);
    const after = await get("/cart?added=3&size=M&quantity=2", { cookie: "hazel_cart=3.M.3~42.M.2" });
    expect(decoded(after)).toBe(await wholePage("/cart", "hazel_cart=3.M.3~42.M.2"));
  });

  it("render the page around the island once per address, not per request", async () => {
    for (const address of ["/cart", "/checkout"]) await get(address);
    const before = pageRenders;
    for (let i = 1; i <= 3; i++) {
      for (const address of ["/cart", `/cart?added=3&size=M&quantity=${i}`, "/checkout"]) {
        const answer = await get(address, { cookie: `hazel_cart=42.M.${i}` });
        expect(decoded(answer)).toContain("BB Ensemble");
      }
    }
    expect(pageRenders).toBe(before);
    // Anything else is React Router's, as before.
    await get("/cart/");
    await get("/checkout.data");
    expect(pageRenders).toBe(before + 1);
  });
});

describe("/cart and /checkout kept by cart", () => {
  it("send a cart asked for again the page React Router renders, until the catalogue changes", async () => {
    const catalogue = (await vite.ssrLoadModule(
      "/app/features/catalogue/index.ts",
    )) as typeof import("~/features/catalogue");
    const before = catalogue.currentCatalogue();
    try {
      for (const address of ["/cart", "/checkout"]) {
        const expected = await wholePage(address, CART);
        for (let i = 0; i < 3; i++) {
          const answer = await get(address, { cookie: `a=1; ${CART}`, "accept-encoding": "br" });
          expect(answer.headers["cache-control"]).toBe("private, no-store");
          expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
          expect(decoded(answer)).toBe(expected);
        }
      }
      // The owner renames the dress: the next page carries the new name, never the kept one.
      const records = { ...catalogue.seedRecords };
      records.products = records.products.map((p) => (p.id === 42 ? { ...p, name: "BB Ensemble Renamed" } : p));
      catalogue.replaceCatalogue(catalogue.buildCatalogue(records));
      for (const address of ["/cart", "/checkout"]) {
        const answer = await get(address, { cookie: CART, "accept-encoding": "br" });
        expect(decoded(answer)).toContain("BB Ensemble Renamed");
        expect(decoded(answer)).toBe(await wholePage(address, CART));
      }
    } finally {
      catalogue.replaceCatalogue(before);
    }
  });
});

describe("/cart and /checkout ahead of Express", () => {
  it("render a cart never seen before there, the page React Router renders, and pass on what they do not answer", async () => {
    const { cartVariants } = (await vite.ssrLoadModule("/app/server/http/cart-variants.server.ts")) as {
      cartVariants: import("./shell-pages.server").KeepVariants;
    };
    const pages = shellPages(build, SITE, console, cartVariants);
    const ask = async (handler: typeof pages.kept, url: string, headers: Record<string, string>) => {
      const sent: { headers: Record<string, unknown>; body?: Buffer; passed: boolean } = { headers: {}, passed: false };
      await new Promise<void>((done) => {
        const res = {
          setHeader: (name: string, value: unknown) => void (sent.headers[name.toLowerCase()] = value),
          end: (body?: Buffer) => {
            sent.body = body;
            done();
          },
        } as unknown as http.ServerResponse;
        const req = { method: "GET", url, headers } as http.IncomingMessage;
        handler(req, res, () => {
          sent.passed = true;
          done();
        });
      });
      return sent;
    };
    for (const address of ["/cart", "/checkout"]) {
      // Before its shell is cut, the page is Express's to answer; the first answer cuts it.
      expect((await ask(pages.kept, address, { "accept-encoding": "br" })).passed).toBe(true);
      await ask(pages, address, { "accept-encoding": "br" });
      for (const [i, encoding] of [
        [1, "br"],
        [2, "gzip"],
        [3, "br"],
      ] as const) {
        const cookie = `hazel_cart=3.M.${i}~42.S.${i + 3}`;
        const sent = await ask(pages.kept, address, { cookie, "accept-encoding": encoding });
        expect(sent.passed, `${address} ${cookie}`).toBe(false);
        expect(sent.headers["content-encoding"]).toBe(encoding);
        expect(sent.headers["cache-control"]).toBe("private, no-store");
        const body = sent.body!;
        const html = encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
        expect(html.toString()).toBe(await wholePage(address, cookie));
      }
      // A query, or a client that takes no brotli or gzip, goes on to Express.
      expect((await ask(pages.kept, `${address}?added=3&size=M&quantity=1`, { "accept-encoding": "br" })).passed).toBe(
        true,
      );
      expect((await ask(pages.kept, address, { "accept-encoding": "deflate" })).passed).toBe(true);
    }
  });
});

describe("shellPages", () => {
  it("finds its pages in the build: the static addresses whose route exports an Island", () => {
    expect([...shellRoutesOf(build).keys()].sort()).toEqual(["/cart", "/checkout"]);
  });

  const next = () => vi.fn<(error?: unknown) => void>();
  const request = (method: string, url: string) => ({ method, url, headers: {} }) as http.IncomingMessage;
  const response = () => ({ setHeader: vi.fn(), end: vi.fn() }) as unknown as http.ServerResponse;

  it("passes on other addresses and methods", () => {
    const handler = shellPages(build, SITE);
    for (const [method, url] of [
      ["POST", "/cart"],
      ["GET", "/cart.data"],
      ["GET", "/cart/"],
      ["GET", "/checkouts"],
      ["OPTIONS", "/checkout"],
    ] as const) {
      const passed = next();
      handler(request(method, url), response(), passed);
      expect(passed, `${method} ${url}`).toHaveBeenCalledOnce();
    }
  });

  it("leaves a page to React Router, and says so once, when its island is not in it exactly once", async () => {
    const elsewhere: ServerBuild = {
      ...build,
      entry: {
        module: {
          ...build.entry.module,
          default: (_request, status, headers) =>
            new Response("<!DOCTYPE html><html>a page</html>", { status, headers }),
        },
      },
    };
    const warn = vi.fn();
    const handler = shellPages(elsewhere, SITE, { warn });
    for (let i = 0; i < 2; i++) {
      const passed = next();
      const res = response();
      handler(request("GET", "/cart"), res, passed);
      await vi.waitFor(() => expect(passed).toHaveBeenCalledOnce());
      expect(res.end).not.toHaveBeenCalled();
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/^\/cart: its empty island is not in the page exactly once/);
  });
});
