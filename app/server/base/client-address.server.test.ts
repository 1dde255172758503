import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { clientAddressOf, trustProxySchema, type TrustProxy } from "./client-address.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.1, 10.0.0.2", ["10.0.0.1", "10.0.0.2"]],
    ["10.0.0.0/8,fd00::/8", ["10.0.0.0/8", "fd00::/8"]],
  ])("reads %o as %o", (value, expected) => {
    expect(trustProxySchema.parse(value)).toEqual(expected);
  });

  it.each(["true", "proxy.internal", "10.0.0.0/33", "1.2.3"])("refuses %o", (value) => {
    expect(trustProxySchema.safeParse(value).success).toBe(false);
  });
});

const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A real server with the setting, answering the address it resolved. */
async function serverTrusting(trust: TrustProxy) {
  const app = express();
  app.set("trust proxy", trust);
  app.get("/", (req, res) => {
    res.send(clientAddressOf(req));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as { port: number }).port;
  return (forwarded?: string) =>
    fetch(`http://127.0.0.1:${port}/`, { headers: forwarded ? { "X-Forwarded-For": forwarded } : {} }).then((r) =>
      r.text(),
    );
}

describe("the client's address", () => {
  it("is the connection's by default, whatever X-Forwarded-For says", async () => {
    const ask = await serverTrusting(false);
    expect(await ask("203.0.113.9")).toBe("127.0.0.1");
  });

  it("is the forwarded one behind a trusted hop", async () => {
    const ask = await serverTrusting(1);
    expect(await ask("198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    const listed = await serverTrusting(["loopback"]);
    expect(await listed("203.0.113.9")).toBe("203.0.113.9");
  });

  it("is never a forwarded value that is not an IP address", async () => {
    const ask = await serverTrusting(1);
    expect(await ask("not-an-ip")).toBe("127.0.0.1");
    expect(await ask("203.0.113.9 <script>")).toBe("127.0.0.1");
  });

  it("stays the connection's when the proxy listed is not the one connecting", async () => {
    const ask = await serverTrusting(["10.0.0.1"]);
    expect(await ask("203.0.113.9")).toBe("127.0.0.1");
  });
});
