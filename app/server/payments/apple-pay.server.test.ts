import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaystackFake, type PaystackFake } from "../../../test-fakes/paystack";
import { parseEnv } from "../base/env.server";
import { applePayRegistered, offeredChannels } from "./apple-pay.server";

let fake: PaystackFake;
beforeAll(async () => {
  fake = await startPaystackFake();
});
afterAll(() => fake.close());

const env = (site: string, channels = "card,bank_transfer,apple_pay") =>
  parseEnv({ ...fake.env, NODE_ENV: "test", SITE_URL: site, PAYSTACK_CHANNELS: channels });

describe("Apple Pay", () => {
  it("is not listed until the shop's domain is registered with Paystack, whatever the channels' setting says", async () => {
    const shop = env("https://hazel-unregistered.example");
    expect(await offeredChannels(shop)).toEqual(["card", "bank_transfer"]);
  });

  it("is offered once Paystack lists the domain, asked once an hour and not at every payment", async () => {
    fake.applePayDomains.add("hazel-registered.example");
    const shop = env("https://hazel-registered.example/", "card");
    const before = fake.applePayChecks;
    expect(await offeredChannels(shop)).toEqual(["card", "apple_pay"]);
    expect(await offeredChannels(shop)).toEqual(["card", "apple_pay"]);
    expect(fake.applePayChecks - before).toBe(1);
  });

  it("follows a registration made since, once what was kept lapses", async () => {
    const shop = env("https://hazel-later.example");
    const now = Date.now();
    expect(await applePayRegistered(shop, fetch, now)).toBe(false);
    fake.applePayDomains.add("hazel-later.example");
    expect(await applePayRegistered(shop, fetch, now + 60_000)).toBe(false);
    expect(await applePayRegistered(shop, fetch, now + 61 * 60_000)).toBe(true);
  });

  it("is left out when Paystack cannot say, or in demo mode", async () => {
    const down: typeof fetch = () => Promise.reject(new Error("connection refused"));
    expect(await offeredChannels(env("https://hazel-down.example"), down)).toEqual(["card", "bank_transfer"]);
    const demo = parseEnv({ NODE_ENV: "test", PAYSTACK_CHANNELS: "card,apple_pay" });
    expect(await offeredChannels(demo)).toEqual(["card"]);
  });
});
