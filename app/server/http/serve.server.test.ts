import net from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { serve, servingUrl } from "./serve.server";

/** An app whose /slow answers after `ms`, and logs what happened in order. */
function slowApp(events: string[], ms = 600) {
  const app = express();
  app.get("/slow", (_req, res) => {
    events.push("slow request started");
    setTimeout(() => {
      events.push("slow request answered");
      res.send("done");
    }, ms);
  });
  app.get("/", (_req, res) => res.send("ok"));
  return app;
}

/** A POST that sends half its 2,000-byte body at once and the rest when told; its whole answer once the connection closes. */
function slowPost(port: number, path: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2000\r\nConnection: close\r\n\r\n`);
  socket.write("x".repeat(1000));
  let answer = "";
  socket.on("data", (d) => (answer += d.toString()));
  socket.on("error", () => {});
  return {
    finish: () => socket.write("x".repeat(1000)),
    answer: new Promise<string>((resolve) => socket.on("close", () => resolve(answer))),
  };
}

/** Opens a raw connection and sends only part of a request's headers. */
function trickle(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
  const started = Date.now();
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("close", () => resolve({ closedAfterMs: Date.now() - started, answer }));
    socket.on("error", () => {});
  });
}

describe("the HTTP server", () => {
  it("closes a connection whose headers do not arrive in time", async () => {
    const serving = await serve(slowApp([]), { port: 0, headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
    const { closedAfterMs, answer } = await trickle(serving.port);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3_500);
    await serving.shutdown();
  });

  it("gives the photos' and prices' uploads their long timeout, and cuts any other slow body at the short one", async () => {
    const app = express();
    app.post(/.*/, (req, res) => {
      let bytes = 0;
      req.on("data", (d: Buffer) => (bytes += d.length));
      req.on("end", () => res.send(`got ${bytes}`));
    });
    const serving = await serve(app, {
      port: 0,
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 1_000,
      uploadTimeoutMs: 6_000,
    });
    // Both send half their body, and the rest only once the short limit has passed.
    const photos = slowPost(serving.port, "/admin/products/12/photos");
    const prices = slowPost(serving.port, "/admin/products/prices");
    const order = slowPost(serving.port, "/api/orders");
    const cut = await order.answer;
    expect(cut).toMatch(/^HTTP\/1\.1 408/);
    photos.finish();
    prices.finish();
    expect(await photos.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*got 2000$/);
    expect(await prices.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*got 2000$/);
    await serving.shutdown();
  });

  it("on shutdown stops accepting, finishes the request in flight, and only then runs what closes the database", async () => {
    const events: string[] = [];
    const serving = await serve(slowApp(events), { port: 0 });
    const url = `http://127.0.0.1:${serving.port}`;
    const inFlight = fetch(`${url}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 100));
    const stopped = serving.shutdown(async () => {
      events.push("database closed");
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe("done");
    await stopped;
    expect(events).toEqual(["slow request started", "slow request answered", "database closed"]);
  });

  it("does not wait past the grace period for a request that never ends", async () => {
    const app = express();
    app.get("/hang", () => {});
    const serving = await serve(app, { port: 0, graceMs: 300 });
    const hanging = fetch(`http://127.0.0.1:${serving.port}/hang`).catch(() => "cut");
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await serving.shutdown();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toBe("cut");
  });
});

/** Whether a TCP connection to the address is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("the address the server listens on (HOST)", () => {
  it("with HOST=127.0.0.1 answers on loopback only: another address of the machine is refused", async () => {
    const serving = await serve(slowApp([]), { port: 0, host: "127.0.0.1" });
    try {
      expect(serving.server.address()).toMatchObject({ address: "127.0.0.1" });
      expect(await accepts("127.0.0.1", serving.port)).toBe(true);
      // 127.0.0.2 reaches this machine too (all of 127/8 is loopback on Linux), but not this socket.
      expect(await accepts("127.0.0.2", serving.port)).toBe(false);
    } finally {
      await serving.shutdown();
    }
  });

  it("unset, listens on every interface as before", async () => {
    const serving = await serve(slowApp([]), { port: 0 });
    try {
      expect(await accepts("127.0.0.2", serving.port)).toBe(true);
    } finally {
      await serving.shutdown();
    }
  });

  it.each([
    [undefined, "http://localhost:3000"],
    ["0.0.0.0", "http://localhost:3000"],
    ["::", "http://localhost:3000"],
    ["127.0.0.1", "http://127.0.0.1:3000"],
    ["::1", "http://[::1]:3000"],
    ["shop.internal", "http://shop.internal:3000"],
  ])("is printed for HOST=%s as %s", (host, url) => {
    expect(servingUrl(host, 3000)).toBe(url);
  });
});
