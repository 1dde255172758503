import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { rawRequest } from "../base/test-raw-request.server";
import { ByteCache } from "./byte-cache.server";
import type { PhotoFiles } from "./photo-files.server";
import { prepareNextPhoto } from "./prepare.server";
import { photoImages } from "./serve.server";
import { addCleanPhoto, photo, tempPhotoFiles } from "./test-photos.server";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe("serving the owner's photos", () => {
  let t: TestDatabase;
  let server: http.Server;
  let hash: string;
  let files: PhotoFiles & { remove(): void };
  const cache = new ByteCache(10 * 1024 * 1024);
  const get = (address: string, headers?: Record<string, string>, method?: string) =>
    rawRequest(server, address, headers, method);

  beforeAll(async () => {
    t = await testDatabases.pglite();
    files = await tempPhotoFiles();
    ({ hash } = await addCleanPhoto(t.db, files, 1, await photo("png", { width: 800, height: 1000 })));
    await prepareNextPhoto(t.db, files, quiet);
    const app = express();
    app.use(photoImages(files, cache));
    app.use((_req, res) => void res.status(418).send("the next handler"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server.close();
    await t.dispose();
    files.remove();
  });

  it("answers each variant with its type, an ETag and immutable caching", async () => {
    for (const [width, format, type] of [
      [320, "avif", "image/avif"],
      [800, "webp", "image/webp"],
    ] as const) {
      const answer = await get(`/img/p/${hash}.${width}.${format}`);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        "content-type": type,
        "cache-control": "public, max-age=31536000, immutable",
        etag: `"${hash}.${width}.${format}"`,
        "content-length": String(answer.body.length),
      });
      expect(answer.body.length).toBeGreaterThan(100);
    }
    expect(cache.bytes).toBeGreaterThan(0);
  });

  it("answers a browser that has the photo with 304, and HEAD without the body", async () => {
    const address = `/img/p/${hash}.640.webp`;
    const again = await get(address, { "If-None-Match": `"${hash}.640.webp"` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(address, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(100);
  });

  it("says 404, not to be cached, for a width, format or photo there is none of", async () => {
    for (const address of [
      `/img/p/${hash}.960.webp`,
      `/img/p/${hash}.320.jpeg`,
      `/img/p/${"0".repeat(32)}.320.webp`,
      "/img/p/not-a-hash.320.webp",
      `/img/p/${hash}.0320.webp`,
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers If-None-Match: * with 304 only for a photo that exists, a 404 for one that does not", async () => {
    expect((await get(`/img/p/${hash}.320.webp`, { "If-None-Match": "*" })).status).toBe(304);
    for (const address of [`/img/p/${"0".repeat(32)}.320.webp`, `/img/p/${hash}.960.webp`]) {
      const answer = await get(address, { "If-None-Match": "*" });
      expect(answer.status, address).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("leaves every other address, and other methods, to the next handler", async () => {
    expect((await get("/img/products/orion-dress-1.320.webp")).status).toBe(418);
    expect((await get(`/img/p/${hash}.320.webp`, {}, "POST")).status).toBe(418);
  });
});
