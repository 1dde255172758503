import { describe, expect, it, vi } from "vitest";
import { fetchRates, parseRates, RATES_URLS } from "./rates";

const file = { date: "2025-01-01", ngn: { usd: 0.00065, gbp: 0.0005, eur: 0.0006, jpy: 0.1, btc: 1e-9 } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("parseRates", () => {
  it("keeps the shop's currencies from the ngn map", () => {
    expect(parseRates(file)).toEqual({ usd: 0.00065, gbp: 0.0005, eur: 0.0006 });
  });

  it("refuses answers that are not a rates file", () => {
    for (const body of [
      null,
      "x",
      {},
      { ngn: {} },
      { ngn: { usd: "0.1" } },
      { ngn: { usd: -1 } },
      { ngn: { usd: 0 } },
    ]) {
      expect(() => parseRates(body)).toThrow();
    }
  });
});

describe("fetchRates", () => {
  it("reads the CDN file first", async () => {
    const fetchImpl = vi.fn(async () => json(file));
    await expect(fetchRates(fetchImpl)).resolves.toEqual({ usd: 0.00065, gbp: 0.0005, eur: 0.0006 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual([RATES_URLS[0], expect.anything()]);
  });

  it("falls back to the mirror when the CDN fails or answers badly", async () => {
    for (const first of [
      () => Promise.reject(new TypeError("offline")),
      async () => json({}, 503),
      async () => json({ nope: 1 }),
    ]) {
      const fetchImpl = vi
        .fn()
        .mockImplementationOnce(first)
        .mockImplementationOnce(async () => json(file));
      await expect(fetchRates(fetchImpl)).resolves.toMatchObject({ usd: 0.00065 });
      expect(fetchImpl.mock.calls.map((c) => c[0])).toEqual([...RATES_URLS]);
    }
  });

  it("throws when both fail", async () => {
    const fetchImpl = vi.fn(async () => json({}, 500));
    await expect(fetchRates(fetchImpl)).rejects.toThrow("Both rates files failed");
  });
});
