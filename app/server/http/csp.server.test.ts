import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.server";

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy();
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

  it("lets only the shop's and Paystack's scripts run, and no inline script", () => {
    expect(directive("script-src")).toBe("script-src 'self' https://js.paystack.co");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  it("sends forms to the shop and on to Paystack's payment page, and to a stand-in Paystack's own origin", () => {
    expect(directive("form-action")).toBe("form-action 'self' https://checkout.paystack.com");
    expect(contentSecurityPolicy("http://127.0.0.1:4100/").split("; ")).toContain(
      "form-action 'self' https://checkout.paystack.com http://127.0.0.1:4100",
    );
  });

  it("allows the currency files, Paystack's frames and Instagram's images, and no framing", () => {
    expect(directive("connect-src")).toContain("https://cdn.jsdelivr.net");
    expect(directive("connect-src")).toContain("https://latest.currency-api.pages.dev");
    expect(directive("frame-src")).toContain("https://checkout.paystack.com");
    expect(directive("img-src")).toContain("https://*.cdninstagram.com");
    // The previews of photos chosen for upload.
    expect(directive("img-src")).toContain(" blob: ");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
  });
});
