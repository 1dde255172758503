import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../base/test-raw-request.server";
import { precompress } from "../../../scripts/precompress";
import { createHttpApp } from "./http-app.server";
import { createTestServices } from "../test-services.server";

// A built client folder, compressed by the build's own step, served by the shop's real HTTP app.
const page = `<!doctype html><html><head><title>Naledi</title></head><body>${"<p>Naledi, hand-beaded.</p>".repeat(200)}</body></html>`;
const script = `export const hello = ${JSON.stringify("x".repeat(4000))};`;
let clientDir: string;
let server: http.Server;
let dispose: () => Promise<void>;

const get = (address: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(server, address, headers, method);

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-static-"));
  fs.mkdirSync(path.join(clientDir, "naledi"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.mkdirSync(path.join(clientDir, "img"));
  fs.writeFileSync(path.join(clientDir, "index.html"), page.replace("Naledi", "Hazel"));
  fs.writeFileSync(path.join(clientDir, "naledi", "index.html"), page);
  fs.writeFileSync(path.join(clientDir, "assets", "entry-AbC123.js"), script);
  fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  fs.writeFileSync(path.join(clientDir, "img", "hero.640.webp"), Buffer.from("RIFF....WEBP"));
  await precompress(clientDir);
  const t = await createTestServices("pglite", { demo: true });
  dispose = t.dispose;
  const build = () => Promise.reject(new Error("no server build in this test"));
  server = createHttpApp({ services: t.services, build, clientDir }).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
}, 90_000);

afterAll(async () => {
  server.close();
  await dispose();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("pre-rendered pages and assets", () => {
  it("go out as the build compressed them: brotli first, then gzip, else as they are", async () => {
    const br = await get("/naledi", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(fs.readFileSync(path.join(clientDir, "naledi/index.html.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);

    const gz = await get("/naledi", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);

    for (const accept of [undefined, "deflate"]) {
      const plain = await get("/naledi", accept ? { "accept-encoding": accept } : {});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    }
  });

  it("name their type, length and Vary, and keep the security headers", async () => {
    const res = await get("/", { "accept-encoding": "br" });
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("answer 304 to the ETag of the same encoding only", async () => {
    const br = await get("/naledi", { "accept-encoding": "br" });
    const gz = await get("/naledi", { "accept-encoding": "gzip" });
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const again = await get("/naledi", { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["content-security-policy"]).toBeDefined();

    const other = await get("/naledi", { "accept-encoding": "gzip", "if-none-match": `W/${br.headers.etag}` });
    expect(other.status).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
  });

  it("cache hashed assets for a year and other files for an hour", async () => {
    const js = await get("/assets/entry-AbC123.js", { "accept-encoding": "br, gzip" });
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["content-encoding"]).toBe("br");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Too small to gain from compression: no siblings, one representation, no Vary.
    const robots = await get("/robots.txt", { "accept-encoding": "br, gzip" });
    expect(robots.body.toString()).toBe("User-agent: *\n");
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.headers.vary).toBeUndefined();
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serve a listing with other parameters as it is, and leave one with filters to the pages rendered per request", async () => {
    const tagged = await get("/naledi?utm_source=newsletter", { "accept-encoding": "br" });
    expect(tagged.status).toBe(200);
    expect(zlib.brotliDecompressSync(tagged.body).toString()).toBe(page);
    for (const address of [
      "/naledi?size=M",
      "/naledi?page=2",
      "/naledi?sort=newest&utm_source=x",
      "/naledi.data?size=M",
    ]) {
      const refined = await get(address, { "accept-encoding": "br" });
      expect(refined.headers["content-encoding"], address).toBeUndefined();
      expect(refined.body.toString(), address).not.toContain("Naledi, hand-beaded.");
    }
  });

  it("answer HEAD with the headers alone, and leave images and other methods to the next handler", async () => {
    const head = await get("/naledi", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(fs.statSync(path.join(clientDir, "naledi/index.html.br")).size);

    const img = await get("/img/hero.640.webp", { "accept-encoding": "br" });
    expect(img.headers["content-encoding"]).toBeUndefined();
    expect(img.headers["cache-control"]).toBe("public, max-age=604800");

    expect(fs.existsSync(path.join(clientDir, "img/hero.640.webp.br"))).toBe(false);
  });
});
