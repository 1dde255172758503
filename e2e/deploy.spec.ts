import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../scripts/start-server";
import { expect, test } from "./support/test";

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

// One server for the file, as the README and deploy/hazel.service set it up: loopback only, behind
// its proxy. The second test drains and stops it, so they run in order.
test.describe.configure({ mode: "serial" });
let server: RunningServer;
let output = "";
let dataDir: string;
test.beforeAll(async () => {
  // A fresh embedded database starts in seconds, in a minute or more on a busy machine.
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-deploy-"));
  server = await startServer(
    { DATA_DIR: dataDir, HOST: "127.0.0.1", TRUST_PROXY: "loopback" },
    (chunk) => (output += chunk),
  );
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the README's proxy set-up: with HOST=127.0.0.1 the shop answers on loopback only", async () => {
  const { hostname, port } = new URL(server.url);
  expect(hostname).toBe("127.0.0.1");
  expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
  // 127.0.0.2 is this machine too (all of 127/8 is loopback on Linux), but not the address it listens on.
  expect(await accepts("127.0.0.2", Number(port))).toBe(false);
});

/** scripts/wait-ready.js as deploy/hazel.service runs it, against this server's port. */
function waitReady(port: string): Promise<number | null> {
  const child = spawn(process.execPath, ["scripts/wait-ready.js", "30"], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  return new Promise((resolve) => child.once("exit", resolve));
}

test("under a process manager: started once /readyz says so, probes not logged, 503 shutting down in the drain", async () => {
  const { port } = new URL(server.url);
  expect(await waitReady(port)).toBe(0);

  const before = output.length;
  for (let i = 0; i < 5; i++) {
    for (const probe of ["/healthz", "/readyz"]) expect((await fetch(`${server.url}${probe}`)).status).toBe(200);
  }
  // A missing page is logged: once its line is out, anything the probes printed would be too.
  expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  await expect.poll(() => output.slice(before)).toContain("/no-such-page");
  expect(output.slice(before).trim().split("\n")).toEqual([expect.stringContaining("GET /no-such-page: 404")]);

  // A balancer's kept-alive connection with a request in flight (its body not all sent) as SIGTERM arrives.
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const body = JSON.stringify({ kind: "newsletter", email: "ada@example.com" });
  socket.write(
    `POST /api/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  // The server says 100 Continue once the request is in flight.
  await expect.poll(() => received).toContain("100 Continue");
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await expect.poll(() => output).toContain("SIGTERM: finishing the requests in flight");
  socket.write(body);
  await expect.poll(() => (received.match(/HTTP\/1\.1 [2-5]\d\d /g) ?? []).length).toBe(1);
  socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  await closed;
  const readyz = received.slice(received.lastIndexOf("HTTP/1.1 "));
  expect(readyz).toMatch(/^HTTP\/1\.1 503 /);
  expect(readyz).toMatch(/\r\n\r\nshutting down\n$/);
  // The drain over, the server stops of itself, as systemd expects.
  expect(await exited).toBe(0);
});
