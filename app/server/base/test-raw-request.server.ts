import http from "node:http";
import type { AddressInfo } from "node:net";

/** An answer as it came over the wire: status, headers and the body still encoded. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Asks a test server for an address with Node's own client, which sends the headers given and
 * nothing else (fetch would add an Accept-Encoding and decode the body).
 */
export function rawRequest(
  server: http.Server,
  address: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: address, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
