// The floor the load benchmark compares the shop with: bare Node `http` sending one pre-rendered
// page from memory, brotli or gzip as the build compressed it, with no framework at all.
// `tsx scripts/bench/floor-server.ts build/client/index.html` prints the address it serves at.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

const file = process.argv[2]!;
const bodies = {
  br: fs.readFileSync(`${file}.br`),
  gzip: fs.readFileSync(`${file}.gz`),
  identity: fs.readFileSync(file),
};

const server = http.createServer((req, res) => {
  const accept = req.headers["accept-encoding"] ?? "";
  const encoding = accept.includes("br") ? "br" : accept.includes("gzip") ? "gzip" : "identity";
  const headers: http.OutgoingHttpHeaders = { "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding" };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = bodies[encoding].length;
  res.writeHead(200, headers).end(bodies[encoding]);
});
server.listen(0, "127.0.0.1", () => console.log(`floor at http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
