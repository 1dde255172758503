import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./nginx";

describe("siteConfig", () => {
  it("puts the benchmark's instances in deploy/nginx.conf's upstream and listens on loopback", () => {
    const conf = siteConfig(fs.readFileSync("deploy/nginx.conf", "utf8"), [4101, 4102, 4103], 4200);
    const upstream = /upstream hazel \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(upstream.match(/server 127\.0\.0\.1:\d+/g)).toEqual([
      "server 127.0.0.1:4101",
      "server 127.0.0.1:4102",
      "server 127.0.0.1:4103",
    ]);
    expect(upstream).toContain("least_conn;");
    expect(upstream).toContain("keepalive 32;");
    expect(conf).toContain("listen 127.0.0.1:4200;");
    expect(conf).not.toContain("listen 80;");
    expect(conf).toContain("proxy_next_upstream error timeout http_502 http_503;");
  });
});
