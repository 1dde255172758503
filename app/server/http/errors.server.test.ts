import http from "node:http";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { discardUnreadBody, dropMalformedHeaders, finalErrorHandler } from "./errors.server";

const LEAKS = /node_modules|\/work\/|\bat [\w.<>]+ \(|\.ts:\d+:\d+/;

describe("the last error handler and malformed headers", () => {
  let port = 0;
  let server: http.Server;
  const log = { error: vi.fn() };
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(dropMalformedHeaders("https://hazel.example"));
    app.get("/where", (req, res) => {
      res.json({ url: new URL(`${req.protocol}://${req.get("host")}${req.originalUrl}`).href });
    });
    app.get("/api/boom", () => {
      throw new Error(`boom at ${import.meta.url}`);
    });
    app.get("/boom", () => {
      throw new Error("boom");
    });
    app.use(finalErrorHandler(log));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d) => (answer += d.toString()));
      socket.on("end", () => resolve(answer));
      socket.write(text);
    });

  it("treats a malformed Host or forwarded header as absent", async () => {
    const badHost = await raw("GET /where HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
    expect(badHost).toMatch(/^HTTP\/1\.1 200/);
    expect(badHost).toContain('"url":"http://hazel.example/where"');
    const badForwarded = await raw(
      "GET /where HTTP/1.1\r\nHost: shop.test\r\nX-Forwarded-Proto: a b\r\nX-Forwarded-Host: x y\r\nConnection: close\r\n\r\n",
    );
    expect(badForwarded).toContain('"url":"http://shop.test/where"');
  });

  it("answers an error with JSON under /api and the error page elsewhere, never a stack or a path", async () => {
    const api = await fetch(`http://127.0.0.1:${port}/api/boom`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
    const page = await fetch(`http://127.0.0.1:${port}/boom`);
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(LEAKS);
    expect(log.error).toHaveBeenCalled();
  });

  it("logs a failure in one line with its cause, without the query string", async () => {
    log.error.mockClear();
    await fetch(`http://127.0.0.1:${port}/boom?q=ada@example.com`);
    expect(log.error.mock.calls).toEqual([
      [expect.stringMatching(/^GET \/boom failed: Error: boom \(at [^ ]+:\d+:\d+\)$/)],
    ]);
  });
});

describe("a body answered before it was read", () => {
  it("is discarded as it arrives, and the connection serves the next request", async () => {
    const app = express();
    app.use(discardUnreadBody);
    app.post("/refuse", (_req, res) => {
      res.status(413).send("too large");
    });
    app.get("/", (_req, res) => {
      res.send("next");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as net.AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { port, host: "127.0.0.1", path: "/refuse", method: "POST", agent, headers: { "Content-Length": 200_000 } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(Buffer.alloc(200_000));
    });
    expect(first).toBe(413);
    const next = await new Promise<string>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve(text));
        })
        .on("error", reject);
    });
    expect(next).toBe("next");
    agent.destroy();
    server.close();
  });
});
