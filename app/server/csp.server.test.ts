import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script and skips external ones", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy([sha("a()")]);
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

  it("lets only the shop, Paystack's script and the listed inline scripts run", () => {
    expect(directive("script-src")).toBe(`script-src 'self' https://js.paystack.co ${sha("a()")}`);
    expect(csp).not.toContain("unsafe-eval");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  it("allows the currency files, Paystack's frames and Instagram's images, and no framing", () => {
    expect(directive("connect-src")).toContain("https://cdn.jsdelivr.net");
    expect(directive("connect-src")).toContain("https://latest.currency-api.pages.dev");
    expect(directive("frame-src")).toContain("https://checkout.paystack.com");
    expect(directive("img-src")).toContain("https://*.cdninstagram.com");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
  });
});
