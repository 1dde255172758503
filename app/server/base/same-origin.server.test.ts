import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCrossSite, sameOriginOnly } from "./same-origin.server";

const SITE = "https://hazel.example";

describe("isCrossSite", () => {
  it.each([
    [{ origin: "https://hazel.example" }, false],
    [{ origin: "http://localhost:3000", host: "localhost:3000" }, false],
    [{ referer: "https://hazel.example/contact" }, false],
    [{}, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "https://hazel.example.evil.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "not a url" }, true],
    [{ referer: "https://evil.example/page" }, true],
    [{ origin: "https://evil.example", referer: "https://hazel.example/" }, true],
    [{ origin: "http://localhost:4000", host: "localhost:3000" }, true],
  ])("%o → %s", (request, expected) => {
    expect(isCrossSite(request, SITE)).toBe(expected);
  });
});

describe("sameOriginOnly on a real server", () => {
  let url: string;
  let reached = 0;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(sameOriginOnly(SITE));
    app.all("*splat", (_req, res) => {
      reached++;
      res.send("ok");
    });
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("refuses another site's POST with 403 before any handler runs", async () => {
    const before = reached;
    const api = await fetch(`${url}/api/messages`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: "x",
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      error: "This request came from another website, so the shop did not accept it.",
    });
    const page = await fetch(`${url}/admin`, { method: "POST", headers: { Referer: "https://evil.example/" } });
    expect(page.status).toBe(403);
    expect(reached).toBe(before);
  });

  it("lets the shop's own POSTs, programs' POSTs and every GET through", async () => {
    const host = new URL(url).host;
    expect((await fetch(`${url}/api/messages`, { method: "POST", headers: { Origin: `http://${host}` } })).status).toBe(
      200,
    );
    expect((await fetch(`${url}/api/paystack/webhook`, { method: "POST" })).status).toBe(200);
    expect((await fetch(`${url}/cart`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});
