import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startServer } from "../scripts/start-server";
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

test("the README's proxy set-up: with HOST=127.0.0.1 the shop answers on loopback only", async () => {
  // A fresh embedded database starts in seconds, in a minute or more on a busy machine.
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-host-"));
  const server = await startServer({ DATA_DIR: dataDir, HOST: "127.0.0.1", TRUST_PROXY: "loopback" });
  try {
    const { hostname, port } = new URL(server.url);
    expect(hostname).toBe("127.0.0.1");
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    // 127.0.0.2 is this machine too (all of 127/8 is loopback on Linux), but not the address it listens on.
    expect(await accepts("127.0.0.2", Number(port))).toBe(false);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
