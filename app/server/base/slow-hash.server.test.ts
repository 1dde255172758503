import { describe, expect, it } from "vitest";
import { HASHES_AT_ONCE, HASHES_WAITING, HashesBusy, hashesNow, passwordHash } from "./slow-hash.server";

describe("the process's password hashes", () => {
  const salt = Buffer.alloc(16, 7);

  it("runs two at once and queues eight; the next sign-in's is refused, a new password's waits", async () => {
    expect([HASHES_AT_ONCE, HASHES_WAITING]).toEqual([2, 8]);
    const queued = Array.from({ length: 10 }, (_, i) => passwordHash(`password ${i}`, salt));
    expect(hashesNow()).toEqual({ running: 2, waiting: 8 });
    await expect(passwordHash("one too many", salt)).rejects.toBeInstanceOf(HashesBusy);
    const patient = passwordHash("a new staff password", salt, { queue: "always" });
    expect(hashesNow()).toEqual({ running: 2, waiting: 9 });
    const keys = await Promise.all([...queued, patient]);
    expect(keys.every((k) => k.length === 32)).toBe(true);
    expect(hashesNow()).toEqual({ running: 0, waiting: 0 });
    // The same password and salt, the same key: stored hashes still match.
    expect((await passwordHash("password 3", salt)).equals(keys[3]!)).toBe(true);
  });

  it("frees its place when a hash fails", async () => {
    await expect(passwordHash(undefined as unknown as string, salt)).rejects.toThrow();
    expect(hashesNow()).toEqual({ running: 0, waiting: 0 });
  });
});
