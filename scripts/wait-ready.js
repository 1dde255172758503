// Waits until the shop on this host answers GET /readyz with 200, for at most the seconds given
// (60 by default), asking where the server listens: PORT and HOST, read as the server reads them.
// deploy/hazel.service runs it after starting the server, so `systemctl start` fails, naming the
// last reason, when the shop never becomes ready. Usage: node scripts/wait-ready.js [seconds]
import http from "node:http";
import process from "node:process";

const seconds = Number(process.argv[2] ?? 60);
const port = Number(process.env.PORT || 3000);
// A server listening on every interface answers on loopback.
const everywhere = ["", "0.0.0.0", "::"];
const host = everywhere.includes(process.env.HOST ?? "") ? "127.0.0.1" : process.env.HOST;
const address = `http://${host?.includes(":") ? `[${host}]` : host}:${port}/readyz`;

/** One probe: the status and what the shop said, or why it could not be asked. */
function probe() {
  return new Promise((resolve) => {
    const request = http.get(address, { timeout: 3_000 }, (res) => {
      let said = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (said += chunk));
      res.on("end", () => resolve({ ready: res.statusCode === 200, said: `${res.statusCode} ${said.trim()}` }));
    });
    request.on("timeout", () => request.destroy(new Error("no answer in 3 s")));
    request.on("error", (error) => resolve({ ready: false, said: error.code ?? error.message }));
  });
}

const started = Date.now();
let last = { ready: false, said: "not asked" };
while (Date.now() - started < seconds * 1_000) {
  last = await probe();
  if (last.ready) {
    console.log(`Ready: ${address} answered 200 after ${((Date.now() - started) / 1_000).toFixed(1)} s`);
    process.exit(0);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`Not ready after ${seconds} s: ${address}: ${last.said}`);
process.exit(1);
