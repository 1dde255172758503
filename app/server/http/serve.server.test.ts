import net from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { serve } from "./serve.server";

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
