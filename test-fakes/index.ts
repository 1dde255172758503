import type { AddressInfo } from "node:net";
import http from "node:http";
import { startEmailjsFake } from "./emailjs";
import { startInstagramFake } from "./instagram";
import { startPaystackFake } from "./paystack";

export interface Fake {
  /** Variables that point the shop at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts an HTTP server on a free loopback port. */
export async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every third party the shop's server calls, faked on loopback. */
const fakes: Array<() => Promise<Fake>> = [startEmailjsFake, startInstagramFake, startPaystackFake];

export async function startFakes() {
  const started = await Promise.all(fakes.map((start) => start()));
  return {
    env: Object.assign({}, ...started.map((f) => f.env)) as Record<string, string>,
    stop: async () => {
      await Promise.all(started.map((f) => f.close()));
    },
  };
}
