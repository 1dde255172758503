import http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../base/test-raw-request.server";
import { refinedListingPages, type RefinedListingPages } from "./refined-listing-pages.server";
import { LONGEST_LISTING_KEY } from "./refined-listings.server";
import { renderedPage } from "./static-files.server";

/**
 * A stand-in for React Router: a page naming its address, a 302 for `page=9`, a 500 for
 * `sort=newest`; size L and S answer only once released.
 */
function fakeRouter() {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const render = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    if (["L", "S"].includes(url.searchParams.get("size") ?? "")) await new Promise<void>((r) => waiting.push(r));
    if (url.searchParams.get("page") === "9")
      return new Response(null, { status: 302, headers: { Location: "/naledi?page=2" } });
    if (url.searchParams.get("sort") === "newest") return new Response("broken", { status: 500 });
    return new Response(`<p>${url.pathname}${url.search} ${"x".repeat(2000)}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const release = () => waiting.splice(0).forEach((go) => go());
  return { render, asked, release };
}

let server: http.Server | undefined;

async function serve(pages: RefinedListingPages) {
  server = http.createServer((req, res) =>
    pages.handler(req, res, () => {
      res.statusCode = 418;
      res.end("next");
    }),
  );
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server!.once("listening", r));
  return (address: string, headers: Record<string, string> = { "accept-encoding": "br" }) =>
    rawRequest(server!, address, headers);
}

afterEach(() => {
  server?.close();
  server = undefined;
});

describe("refinedListingPages", () => {
  it("renders a filtered listing once, compressed, then answers it from memory for a minute of caching", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    const first = await get("/naledi?size=M");
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain("/naledi?size=M ");
    const again = await get("/naledi?size=M&utm_source=x");
    expect(again.body.equals(first.body)).toBe(true);
    const revalidated = await get("/naledi?size=M", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(router.asked).toEqual(["/naledi?size=M"]);
  });

  it("keeps a search's page by its words and its listing parameters, a campaign's tags left out", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    const dress = await get("/search?q=dress");
    const blouse = await get("/search?q=blouse");
    expect(zlib.brotliDecompressSync(dress.body).toString()).toContain("/search?q=dress ");
    expect(zlib.brotliDecompressSync(blouse.body).toString()).toContain("/search?q=blouse ");
    expect((await get("/search?q=dress&utm_source=x")).body.equals(dress.body)).toBe(true);
    await get("/search?q=dress&size=M");
    expect(router.asked).toEqual(["/search?q=dress", "/search?q=blouse", "/search?q=dress&size=M"]);
  });

  it("leaves plain listings, other pages, React Router's data requests and bad addresses to the next handler", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    for (const address of [
      "/naledi",
      "/naledi?utm_source=x",
      "/cart?size=M",
      "/naledi.data?size=M",
      "/naledi?size=%00",
    ]) {
      expect((await get(address)).status, address).toBe(418);
    }
    expect(router.asked).toEqual([]);
  });

  it("keeps a redirect, and leaves an error to the next handler without keeping it", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    for (let i = 0; i < 2; i++) {
      const moved = await get("/naledi?page=9");
      expect(moved.status).toBe(302);
      expect(moved.headers.location).toBe("/naledi?page=2");
      expect((await get("/naledi?sort=newest")).status).toBe(418);
    }
    expect(router.asked).toEqual(["/naledi?page=9", "/naledi?sort=newest", "/naledi?sort=newest"]);
  });

  it("renders once for requests that arrive together", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    const answers = Promise.all([get("/naledi?size=L"), get("/naledi?size=L&utm_source=x")]);
    await expect.poll(() => router.asked.length).toBe(1);
    router.release();
    expect((await answers).map((a) => a.status)).toEqual([200, 200]);
    expect(router.asked).toEqual(["/naledi?size=L"]);
  });

  it("forgets every page on a change, and does not keep one whose render began before it", async () => {
    const router = fakeRouter();
    const pages = refinedListingPages(router.render, "http://shop.test");
    const get = await serve(pages);
    await get("/naledi?size=M");
    pages.forget();
    await get("/naledi?size=M");
    const slow = get("/naledi?size=S");
    await expect.poll(() => router.asked.length).toBe(3);
    pages.forget();
    router.release();
    expect((await slow).status).toBe(200);
    const again = get("/naledi?size=S");
    await expect.poll(() => router.asked.length).toBe(4);
    router.release();
    expect((await again).status).toBe(200);
    expect(router.asked).toEqual(["/naledi?size=M", "/naledi?size=M", "/naledi?size=S", "/naledi?size=S"]);
  });

  it("drops the least recently asked pages past its memory bound", async () => {
    const router = fakeRouter();
    // Each page is about 0.8 kB counted: its brotli and gzip copies (its 2 kB as it is not kept),
    // its key and its entry: four fit, not five.
    const get = await serve(refinedListingPages(router.render, "http://shop.test", 3_500));
    for (const size of ["A", "B", "C", "D", "A", "E"]) await get(`/naledi?size=${size}`);
    router.asked.length = 0;
    for (const size of ["A", "C", "D", "E", "B"]) await get(`/naledi?size=${size}`);
    expect(router.asked).toEqual(["/naledi?size=B"]);
  });

  it("keeps a page compressed only, and sends a client that takes neither encoding the page unpacked", async () => {
    // 120 kB as it is, varied as a page's cards are: kept whole it would be over a quarter of 256 kB.
    const cards = Array.from({ length: 2_000 }, (_, i) => `<li>card ${(i * 7919).toString(36)}</li>`).join("");
    const asked: string[] = [];
    const render = async (request: Request) => {
      asked.push(new URL(request.url).search);
      return new Response(`<ul>${cards.padEnd(120_000, " ")}</ul>`, { headers: { "Content-Type": "text/html" } });
    };
    const get = await serve(refinedListingPages(render, "http://shop.test", 256 * 1024));
    const br = await get("/naledi?size=M");
    const plain = await get("/naledi?size=M", {});
    const gz = await get("/naledi?size=M", { "accept-encoding": "gzip" });
    expect(asked).toEqual(["?size=M"]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(`<ul>${cards.padEnd(120_000, " ")}</ul>`);
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Each representation has its ETag, the unpacked one's answered 304 as the others.
    const etags = new Set([br, plain, gz].map((a) => a.headers.etag));
    expect(etags.size).toBe(3);
    expect((await get("/naledi?size=M", { "if-none-match": plain.headers.etag! })).status).toBe(304);
    expect((await get("/naledi?size=M", { "if-none-match": br.headers.etag! })).status).toBe(200);
  });

  it("holds each compressed copy in memory of its own size, not zlib's 16 kB chunk", async () => {
    const body = Buffer.from(Array.from({ length: 600 }, (_, i) => `<li>${(i * 7919).toString(36)}</li>`).join(""));
    // What zlib itself answers: a slice of a larger chunk.
    const raw = zlib.brotliCompressSync(body);
    expect(raw.buffer.byteLength).toBeGreaterThan(raw.length);
    const page = await renderedPage(body, "text/html", { effort: "fast", identity: "unpacked" });
    expect(Object.keys(page.representations).sort()).toEqual(["br", "gzip"]);
    for (const { body: kept } of Object.values(page.representations)) {
      expect(kept.buffer.byteLength).toBe(kept.length);
    }
  });

  it("counts a redirect's key: 300 redirects of 1 kB addresses hold no more than the bound", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test", 256 * 1024));
    const long = "x".repeat(1000);
    for (let i = 0; i < 300; i++) expect((await get(`/naledi?page=9&size=${i}-${long}`)).status).toBe(302);
    router.asked.length = 0;
    // The first ones were dropped for the later: 300 of about 2.4 kB each are more than 256 kB.
    await get(`/naledi?page=9&size=0-${long}`);
    expect(router.asked).toEqual([`/naledi?page=9&size=0-${long}`]);
  });

  it("leaves an address longer than any the shop makes to the address guard, rendering nothing", async () => {
    const router = fakeRouter();
    const get = await serve(refinedListingPages(router.render, "http://shop.test"));
    const address = `/hazelbee/shop?page=9&size=1-${"x".repeat(LONGEST_LISTING_KEY)}`;
    expect((await get(address)).status).toBe(418);
    expect(router.asked).toEqual([]);
    // The longest a shopper's form makes is rendered and kept.
    const longest = `/search?q=${encodeURIComponent("👗".repeat(500))}&page=9`;
    for (let i = 0; i < 2; i++) expect((await get(longest)).status).toBe(302);
    expect(router.asked).toHaveLength(1);
  });
});
