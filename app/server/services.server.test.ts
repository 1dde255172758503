import { describe, expect, it } from "vitest";
import { parseEnv } from "./base/env.server";
import { TEST_PAYSTACK_ENV } from "./test-services.server";
import { startupWarnings } from "./services.server";

describe("warnings at start", () => {
  it("say that Paystack test keys are set in production", () => {
    expect(startupWarnings(parseEnv({ NODE_ENV: "production", ...TEST_PAYSTACK_ENV }))).toEqual([
      "Paystack test keys are set in production: no real money is taken, and every order is a test order.",
    ]);
  });

  it("say nothing for live keys, demo mode, or test keys in development", () => {
    const live = {
      ...TEST_PAYSTACK_ENV,
      PAYSTACK_PUBLIC_KEY: `pk_live_${"x".repeat(16)}`,
      PAYSTACK_SECRET_KEY: `sk_live_${"x".repeat(16)}`,
    };
    expect(startupWarnings(parseEnv({ NODE_ENV: "production", ...live }))).toEqual([]);
    expect(startupWarnings(parseEnv({ NODE_ENV: "production" }))).toEqual([]);
    expect(startupWarnings(parseEnv({ NODE_ENV: "development", ...TEST_PAYSTACK_ENV }))).toEqual([]);
  });

  it("say that a hop count trusts whoever connects when the server listens on every interface", () => {
    expect(startupWarnings(parseEnv({ TRUST_PROXY: "1" }))).toEqual([
      "TRUST_PROXY=1 with HOST unset: whoever reaches port 3000 directly can choose their own address in X-Forwarded-For. Behind a proxy on this host set HOST=127.0.0.1 and TRUST_PROXY=loopback; otherwise name the proxies' addresses.",
    ]);
    expect(startupWarnings(parseEnv({ TRUST_PROXY: "1", HOST: "127.0.0.1" }))).toEqual([]);
    expect(startupWarnings(parseEnv({ TRUST_PROXY: "loopback" }))).toEqual([]);
  });

  it("say that Mailgun without its webhook signing key takes no bounce or complaint", () => {
    const mailgun = {
      MAILGUN_API_KEY: "key",
      MAILGUN_DOMAIN: "mg.hazel.example",
      MAILGUN_FROM: "news@mg.hazel.example",
    };
    expect(startupWarnings(parseEnv(mailgun))).toEqual([
      "Mailgun sends the lists' emails but MAILGUN_WEBHOOK_SIGNING_KEY is unset: its events are refused, so bounces and complaints are not taken off the lists.",
    ]);
    expect(startupWarnings(parseEnv({ ...mailgun, MAILGUN_WEBHOOK_SIGNING_KEY: "signing" }))).toEqual([]);
  });
});
