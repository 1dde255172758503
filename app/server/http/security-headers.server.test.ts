import express from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.server";

async function headersOf(options: { https: boolean; dev: boolean }) {
  const app = express()
    .use(securityHeaders(options))
    .get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
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
    const app = express()
      .use(securityHeaders({ https: true, dev: false }))
      .get("/type", (req, res) => res.type(String(req.query.is)).send("x"))
      .get("/head", (req, res) => res.writeHead(200, { "content-type": String(req.query.is) }).end("x"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as { port: number };
    const answer = (path: string, type: string) =>
      fetch(`http://127.0.0.1:${port}${path}?is=${encodeURIComponent(type)}`).then((res) => res.headers);
    try {
      for (const type of ["text/css", "text/javascript", "font/woff2", "image/avif", "image/webp", "image/png"]) {
        for (const path of ["/type", "/head"]) {
          const headers = await answer(path, type);
          expect(headers.get("content-security-policy"), `${path} ${type}`).toBeNull();
          expect(headers.get("x-frame-options"), `${path} ${type}`).toBeNull();
          expect(headers.get("x-content-type-options"), `${path} ${type}`).toBe("nosniff");
          expect(headers.get("strict-transport-security"), `${path} ${type}`).toMatch(/max-age/);
        }
      }
      // A page, an SVG (a document when opened) and a missing asset's page keep them.
      for (const type of ["text/html", "image/svg+xml", "text/plain", "application/json"]) {
        for (const path of ["/type", "/head"]) {
          const headers = await answer(path, type);
          expect(headers.get("content-security-policy"), `${path} ${type}`).toContain("default-src 'self'");
          expect(headers.get("x-frame-options"), `${path} ${type}`).toBe("DENY");
        }
      }
    } finally {
      server.close();
    }
  });
});
