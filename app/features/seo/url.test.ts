import { describe, expect, it } from "vitest";
import { absoluteUrl, siteOrigin } from "./url";

describe("siteOrigin", () => {
  it("defaults to the local address npm start serves at", () => {
    expect(siteOrigin({})).toBe("http://localhost:3000");
    expect(siteOrigin({ SITE_URL: "  ", PORT: "8080" })).toBe("http://localhost:8080");
  });

  it("keeps only the origin of the configured address", () => {
    expect(siteOrigin({ SITE_URL: "https://hazel.ng/" })).toBe("https://hazel.ng");
    expect(siteOrigin({ SITE_URL: "https://shop.hazel.ng:8443/anything?x=1" })).toBe("https://shop.hazel.ng:8443");
  });

  it("names SITE_URL when it is not an http(s) address", () => {
    expect(() => siteOrigin({ SITE_URL: "hazel.ng" })).toThrow(/SITE_URL/);
    expect(() => siteOrigin({ SITE_URL: "ftp://hazel.ng" })).toThrow(/SITE_URL/);
  });
});

describe("absoluteUrl", () => {
  it("joins the origin and a path", () => {
    expect(absoluteUrl("https://hazel.ng", "/naledi/orion-dress")).toBe("https://hazel.ng/naledi/orion-dress");
    expect(absoluteUrl("https://hazel.ng", "/")).toBe("https://hazel.ng/");
  });
});
