import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { checkOwnerSignIn } from "./sign-in-limit.server";

describe.each(["pglite", "postgres"] as const)("the owner's sign-in limit on %s", (kind) => {
  const log = { warn: vi.fn() };
  let t: TestDatabase;
  let n = 0;
  const freshAddress = () => `198.51.100.${++n}`;
  const attempt = async (address: string, right: boolean) => {
    const check = await checkOwnerSignIn(t.db, address, right, log);
    return check.ok ? "ok" : check.reason;
  };
  beforeAll(async () => {
    t = await testDatabases[kind]();
  });
  afterAll(() => t.dispose());

  it("after 10 failed sign-ins refuses the address for the rest of the window, the right password too, and logs it", async () => {
    const address = freshAddress();
    // Right passwords in between count no failure.
    for (let i = 0; i < 9; i++) {
      expect(await attempt(address, false)).toBe("wrong");
      expect(await attempt(address, true)).toBe("ok");
    }
    expect(await attempt(address, false)).toBe("wrong");
    const refused = await checkOwnerSignIn(t.db, address, true, log);
    expect(refused).toMatchObject({ ok: false, reason: "limited" });
    expect(refused.ok === false && refused.reason === "limited" && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`Owner sign-in refused for ${address}`));
    // Another address is not affected.
    expect(await attempt(freshAddress(), true)).toBe("ok");
  });

  it("counts parallel guesses exactly: no more than 10 are even compared", async () => {
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 25 }, () => attempt(address, false)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(10);
    expect(results.filter((r) => r === "limited")).toHaveLength(15);
  });
});
