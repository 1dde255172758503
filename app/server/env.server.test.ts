import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives a working demo configuration when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYSTACK_API_URL).toBe("https://api.paystack.co");
    expect(env.EMAILJS_API_URL).toBe("https://api.emailjs.com");
    expect(env.INSTAGRAM_API_URL).toBe("https://graph.instagram.com");
    expect(env.PAYSTACK_SECRET_KEY).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ EMAILJS_SERVICE_ID: "" }).EMAILJS_SERVICE_ID).toBeUndefined();
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["SITE_URL", "localhost"],
    ["PAYSTACK_API_URL", "ftp://api"],
    ["ADMIN_PASSWORD", "short"],
  ])("names %s when its value %j is bad", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("requires the Paystack keys together and of the right kind", () => {
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: "sk_test_abc" })).toThrow(/PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY/);
    expect(() => parseEnv({ PAYSTACK_PUBLIC_KEY: "sk_test_abc", PAYSTACK_SECRET_KEY: "sk_test_abc" })).toThrow(/PAYSTACK_PUBLIC_KEY:/);
    const env = parseEnv({ PAYSTACK_PUBLIC_KEY: "pk_test_abc", PAYSTACK_SECRET_KEY: "sk_test_abc", PORT: "8080" });
    expect(env.PAYSTACK_PUBLIC_KEY).toBe("pk_test_abc");
    expect(env.SITE_URL).toBe("http://localhost:8080");
  });
});
