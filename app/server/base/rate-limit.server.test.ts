import { afterEach, describe, expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { hit, pruneRateLimits, setRateLimitMultiplier, tooManyRequests, waitInWords } from "./rate-limit.server";

describeOnBothDatabases("the rate limiter on %s", (suite) => {
  const t = suite.database();
  const { kind } = suite;
  let n = 0;
  const key = () => `test:${kind}:${++n}`;
  afterEach(() => setRateLimitMultiplier(1));

  it("allows the limit within a window, then refuses with the time left", async () => {
    const k = key();
    for (let i = 0; i < 3; i++) expect(await hit(t.db, { key: k, limit: 3, windowSeconds: 600 })).toEqual({ ok: true });
    const refused = await hit(t.db, { key: k, limit: 3, windowSeconds: 600 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await hit(t.db, { key: key(), limit: 3, windowSeconds: 600 })).toEqual({ ok: true });
  });

  it("starts a new window once the last has ended", async () => {
    const k = key();
    await hit(t.db, { key: k, limit: 1, windowSeconds: 600 });
    expect((await hit(t.db, { key: k, limit: 1, windowSeconds: 600 })).ok).toBe(false);
    await t.db.query("update rate_limits set expires_at = now() - interval '1 second' where key = $1", [k]);
    expect(await hit(t.db, { key: k, limit: 1, windowSeconds: 600 })).toEqual({ ok: true });
  });

  it("cannot be raced: of 30 parallel hits exactly the limit pass", async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => hit(t.db, { key: k, limit: 7, windowSeconds: 600 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
  });

  it("multiplies every limit by RATE_LIMIT_MULTIPLIER", async () => {
    setRateLimitMultiplier(3);
    const k = key();
    const results = [];
    for (let i = 0; i < 7; i++) results.push((await hit(t.db, { key: k, limit: 2, windowSeconds: 600 })).ok);
    expect(results).toEqual([true, true, true, true, true, true, false]);
  });

  it("forgets ended windows", async () => {
    const k = key();
    await hit(t.db, { key: k, limit: 1, windowSeconds: 600 });
    await t.db.query("update rate_limits set expires_at = now() - interval '1 second' where key = $1", [k]);
    expect(await pruneRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.query("select key from rate_limits where key = $1", [k])).toEqual([]);
  });
});

describe("the 429 answer", () => {
  it("carries Retry-After and a sentence a person reads", async () => {
    const response = tooManyRequests("Too many orders from your connection.", { retryAfterSeconds: 301 });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("301");
    expect(await response.json()).toEqual({
      error: "Too many orders from your connection. Please try again in 6 minutes.",
    });
  });

  it("says the wait in seconds or minutes", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(45)).toBe("45 seconds");
    expect(waitInWords(60)).toBe("1 minute");
    expect(waitInWords(900)).toBe("15 minutes");
    expect(waitInWords(90 * 60)).toBe("90 minutes");
    expect(waitInWords(90 * 60 + 1)).toBe("2 hours");
    expect(waitInWords(24 * 60 * 60)).toBe("24 hours");
  });
});
