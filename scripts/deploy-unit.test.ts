// deploy/hazel.service against what it runs: the command is `npm run serve`'s, it waits on /readyz
// at the server's own port, and systemd restarts and stops the server as the server expects.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MB, PHOTO_LIMITS } from "../app/features/photos";
import { parseEnv } from "../app/server/base/env.server";
import { isUpload } from "../app/server/http/upload-addresses.server";
import { MALLOC_TUNABLES } from "./start-server";

/** A unit file's settings by section; a key set twice keeps both values. */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section: Record<string, string[]> | undefined;
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections[header[1]!] = section = {};
    else {
      const [, key, value] = /^(\w+)=(.*)$/.exec(line) ?? [];
      if (!section || !key) throw new Error(`Not a unit file's line: ${line}`);
      (section[key] ??= []).push(value!);
    }
  }
  return sections;
}

/** A systemd time span in seconds: 30, 30s, 2min. */
function seconds(span: string): number {
  const [, n, unit] = /^(\d+)\s*(s|min)?$/.exec(span) ?? [];
  if (!n) throw new Error(`Not a time span this test reads: ${span}`);
  return Number(n) * (unit === "min" ? 60 : 1);
}

const unit = parseUnit(fs.readFileSync("deploy/hazel.service", "utf8"));
/** The one value of a [Service] setting. */
function setting(key: string): string {
  const values = unit.Service?.[key] ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

describe("deploy/hazel.service", () => {
  it("runs what `npm run serve` runs, from the app's folder, as a user of its own", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const [node, ...args] = setting("ExecStart").split(/\s+/);
    expect(node).toMatch(/^\/.*\/node$/);
    expect([setting("Environment"), "node", ...args].join(" ")).toBe(scripts.serve);
    expect(fs.existsSync(args[0]!)).toBe(true);
    expect(setting("User")).not.toBe("root");
    expect(setting("WorkingDirectory")).toMatch(/^\//);
    expect(setting("EnvironmentFile")).toMatch(/^\//);
    expect(unit.Install?.WantedBy).toEqual(["multi-user.target"]);
  });

  it("starts the server with the allocator settings the benchmarks measured", () => {
    expect(setting("Environment")).toBe(`GLIBC_TUNABLES=${MALLOC_TUNABLES}`);
  });

  it("counts the shop started only once /readyz answers at its own port, within the start timeout", () => {
    const [node, script, wait] = setting("ExecStartPost").split(/\s+/);
    expect(node).toBe(setting("ExecStart").split(/\s+/)[0]);
    const source = fs.readFileSync(script!, "utf8");
    expect(source).toContain("/readyz");
    expect(source).toContain("process.env.HOST");
    const [, fallback] = /process\.env\.PORT \|\| (\d+)/.exec(source) ?? [];
    expect(Number(fallback)).toBe(parseEnv({}).PORT);
    expect(Number(wait)).toBeGreaterThan(0);
    expect(Number(wait)).toBeLessThan(seconds(setting("TimeoutStartSec")));
  });

  it("restarts the server after a failure, and gives its shutdown the time it takes", () => {
    expect(setting("Restart")).toBe("on-failure");
    expect(seconds(setting("RestartSec"))).toBeGreaterThanOrEqual(1);
    expect(seconds(setting("RestartSec"))).toBeLessThanOrEqual(30);
    expect(setting("KillSignal")).toBe("SIGTERM");
    // server.js ends itself this long after SIGTERM, past the 10 s its requests in flight may take.
    const [, exitAfter] = /process\.exit\(1\), ([\d_]+)\)/.exec(fs.readFileSync("server.js", "utf8")) ?? [];
    const exitMs = Number(exitAfter?.replaceAll("_", ""));
    expect(exitMs).toBeGreaterThan(10_000);
    expect(seconds(setting("TimeoutStopSec")) * 1_000).toBeGreaterThan(exitMs);
  });

  it("lets the server write the embedded database's folder and nothing else", () => {
    expect(setting("ProtectSystem")).toBe("strict");
    expect(setting("ReadWritePaths")).toBe(path.posix.join(setting("WorkingDirectory"), parseEnv({}).DATA_DIR));
  });

  it("makes every file and folder the shop creates its user's alone", () => {
    expect(setting("UMask")).toBe("0077");
  });
});

/** nginx.conf's server block: its own settings, and each location's matcher with its settings. */
function parseSite(text: string) {
  const server = /server \{([\s\S]*)\}\s*$/.exec(text.replace(/#[^\n]*/g, ""))?.[1] ?? "";
  const locations: { matcher: string; body: string }[] = [];
  const outside = server.replace(/location ([^{]+)\{([^}]*)\}/g, (_m, matcher: string, body: string) => {
    locations.push({ matcher: matcher.trim(), body });
    return "";
  });
  return { outside, locations };
}

/** Whether an nginx location matcher (`= /x`, `~ regex`, `/prefix`) takes a path. */
function takes(matcher: string, path: string): boolean {
  const [kind, pattern] = matcher.includes(" ") ? matcher.split(/\s+/) : ["", matcher];
  if (kind === "=") return path === pattern;
  if (kind === "~") return new RegExp(pattern!).test(path);
  return path.startsWith(pattern!);
}

/** nginx's size (1m, 261m) in bytes. */
const nginxBytes = (size: string) => Number(size.replace(/[mk]$/, "")) * (size.endsWith("m") ? 1024 ** 2 : 1024);

describe("deploy/nginx.conf", () => {
  const site = parseSite(fs.readFileSync("deploy/nginx.conf", "utf8"));
  const bodyLimit = (body: string) => /client_max_body_size (\w+);/.exec(body)?.[1];

  it("caps bodies at 1 MB but for the photos', prices' and bespoke addresses, which take the shop's own limits", () => {
    expect(bodyLimit(site.outside)).toBe("1m");
    const larger = site.locations.filter((l) => bodyLimit(l.body) !== undefined);
    const limitFor = (path: string) => {
      const matched = larger.filter((l) => takes(l.matcher, path));
      expect(matched.length, path).toBeLessThanOrEqual(1);
      return matched[0] ? nginxBytes(bodyLimit(matched[0].body)!) : MB;
    };
    expect(limitFor("/admin/products/12/photos")).toBeGreaterThan(PHOTO_LIMITS.uploadBytes);
    expect(limitFor("/admin/products/prices")).toBeGreaterThanOrEqual(4 * MB + 64 * 1024);
    // A bespoke request: three reference photos of 15 MB and its fields (the shop refuses past 60 MB).
    expect(limitFor("/bespoke")).toBeGreaterThan(60 * MB);
    for (const other of [
      "/bespoke/measurements",
      "/api/orders",
      "/admin/products/12",
      "/admin/products/12/photos/x",
      "/admin/sign-in",
      "/",
    ]) {
      expect(limitFor(other), other).toBe(MB);
    }
    // The addresses nginx lets large bodies through are the ones the shop gives its long timeout.
    for (const path of [
      "/admin/products/12/photos",
      "/admin/products/prices",
      "/bespoke",
      "/bespoke/measurements",
      "/api/orders",
      "/admin/products/0/photos",
    ]) {
      expect(limitFor(path) > MB, path).toBe(isUpload({ method: "POST", url: path }));
    }
    // Each passes to the shop as `location /` does, with time for the shop to clean photos.
    for (const location of larger) {
      expect(location.body).toContain("proxy_pass http://hazel;");
      expect(location.body).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    }
  });
});

/** A stand-in shop whose /readyz answers 503 until `readyAfter` probes have come, and counts them. */
async function standIn(readyAfter: number) {
  let probes = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== "/readyz") return void res.writeHead(404).end();
    probes++;
    if (probes > readyAfter) res.writeHead(200).end("ok\n");
    else res.writeHead(503).end("database unavailable\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, probes: () => probes, close: () => server.close() };
}

function waitReady(port: number, seconds: number) {
  const child = spawn(process.execPath, ["scripts/wait-ready.js", String(seconds)], {
    env: { ...process.env, PORT: String(port), HOST: "" },
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

describe("scripts/wait-ready.js", () => {
  it("ends well once /readyz answers 200", async () => {
    const shop = await standIn(2);
    try {
      const { code, output } = await waitReady(shop.port, 10);
      expect(code).toBe(0);
      expect(shop.probes()).toBe(3);
      expect(output).toMatch(/^Ready: http:\/\/127\.0\.0\.1:\d+\/readyz answered 200 after [\d.]+ s\n$/);
    } finally {
      shop.close();
    }
  });

  it("fails after the seconds given, with what /readyz last said", async () => {
    const shop = await standIn(Infinity);
    try {
      const started = Date.now();
      const { code, output } = await waitReady(shop.port, 1);
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(output).toContain("Not ready after 1 s:");
      expect(output).toContain("503 database unavailable");
    } finally {
      shop.close();
    }
  });
});
