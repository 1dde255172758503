// The currency-rates file, faked on 127.0.0.1 for the benchmark: this machine cannot reach the
// real hosts, and a failed fetch is logged (docs/decisions/044-display-currency.md), which
// Lighthouse counts against the page.
// Chromium is pointed here for the two rates hosts (--host-resolver-rules) over HTTPS with a
// throwaway self-signed certificate (openssl), which it is told to accept.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const HOSTS = ["cdn.jsdelivr.net", "latest.currency-api.pages.dev"];
const RATES = { date: "2026-11-22", ngn: { ngn: 1, usd: 0.00065, gbp: 0.00049, eur: 0.00056 } };

export interface RatesFake {
  chromeFlags: string[];
  stop(): void;
}

export async function startRatesFake(): Promise<RatesFake> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-rates-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${HOSTS[0]}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const found = req.method === "GET" && req.url?.endsWith("/currencies/ngn.json");
    res.writeHead(found ? 200 : 404, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end(found ? JSON.stringify(RATES) : "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [
      `--host-resolver-rules=${HOSTS.map((h) => `MAP ${h}:443 127.0.0.1:${port}`).join(",")}`,
      "--ignore-certificate-errors",
    ],
    stop: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
