import { afterAll, beforeAll, expect, it, describe } from "vitest";
import { startShipbubbleFake, type ShipbubbleFake } from "../../../test-fakes/shipbubble";
import { courierWallet } from "./wallet.server";

describe("the courier wallet on the owner's home", () => {
  let fake: ShipbubbleFake;
  beforeAll(async () => {
    fake = await startShipbubbleFake();
  });
  afterAll(() => fake.close());
  const env = () => fake.env as { SHIPBUBBLE_API_KEY: string; SHIPBUBBLE_API_URL: string };

  it("says nothing without a courier service", async () => {
    expect(await courierWallet({ SHIPBUBBLE_API_KEY: undefined, SHIPBUBBLE_API_URL: "https://x.example" })).toBeNull();
  });

  it("warns when the failure is the aggregator's, and before a booking would fail for funds; asks at most once in five minutes", async () => {
    fake.failNext(1);
    expect(await courierWallet(env(), 0)).toEqual({
      words: "The courier wallet could not be read just now: Service unavailable",
      warn: true,
    });
    fake.balance = 4000;
    expect(await courierWallet(env(), 1000)).toEqual({
      words: "Courier wallet: ₦4,000. Fund it on Shipbubble before the next booking, or it may fail.",
      warn: true,
    });
    fake.balance = 90_000;
    expect((await courierWallet(env(), 2000))?.warn).toBe(true);
    const asked = fake.calls.length;
    expect(await courierWallet(env(), 1000 + 5 * 60_000)).toEqual({ words: "Courier wallet: ₦90,000.", warn: false });
    expect(fake.calls.length).toBe(asked + 1);
  });
});
