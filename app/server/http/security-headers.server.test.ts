import express from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";

async function headersOf(options: { https: boolean; dev: boolean }, path = "/") {
  const app = express()
    .use(securityHeaders(options))
    .get("*splat", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  server.close();
  return res.headers;
}

describe("securityHeaders", () => {
  it("sends HSTS only over https", async () => {
    expect((await headersOf({ https: true, dev: false })).get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect((await headersOf({ https: false, dev: false })).get("strict-transport-security")).toBeNull();
  });

  it("always sends nosniff, a referrer policy and a content security policy outside development", async () => {
    const headers = await headersOf({ https: false, dev: false });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect((await headersOf({ https: false, dev: true })).get("content-security-policy")).toBeNull();
  });

  it("keeps a page's policies off stylesheets, scripts, fonts and raster pictures, and on anything a document may be", async () => {
    for (const path of [
      "/assets/app-B1Sj.css",
      "/islands/assets/client-BD.js?v=1",
      "/assets/font.woff2",
      "/img/latest/1.800.avif",
    ]) {
      const headers = await headersOf({ https: true, dev: false }, path);
      expect(headers.get("content-security-policy"), path).toBeNull();
      expect(headers.get("x-frame-options"), path).toBeNull();
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("strict-transport-security"), path).toMatch(/max-age/);
    }
    for (const path of ["/naledi", "/logo.svg", "/img/x.avif/", "/checkout?x=.css"]) {
      const headers = await headersOf({ https: false, dev: false }, path);
      expect(headers.get("content-security-policy"), path).toContain("default-src 'self'");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
    }
  });
});
