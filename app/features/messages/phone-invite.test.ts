import { describe, expect, it } from "vitest";
import { phoneInviteDue, READING_MS } from "./phone-invite";

const moment = { path: "/", scrolledPx: 0, screenPx: 844, readingMs: 1_000 };

describe("phoneInviteDue", () => {
  it("waits until she has scrolled half a screen or read for 30 seconds", () => {
    expect(phoneInviteDue(moment)).toBe(false);
    expect(phoneInviteDue({ ...moment, scrolledPx: 421 })).toBe(false);
    expect(phoneInviteDue({ ...moment, scrolledPx: 422 })).toBe(true);
    expect(phoneInviteDue({ ...moment, readingMs: READING_MS - 1 })).toBe(false);
    expect(phoneInviteDue({ ...moment, readingMs: READING_MS })).toBe(true);
  });

  it("does not count scrolling back up", () => {
    expect(phoneInviteDue({ ...moment, scrolledPx: -2_000 })).toBe(false);
  });

  it("never invites on the cart, the checkout or an order's pages", () => {
    for (const path of ["/cart", "/checkout", "/order/HZ-1234", "/order/HZ-1234/verify"]) {
      expect(phoneInviteDue({ ...moment, path, scrolledPx: 5_000, readingMs: 60_000 }), path).toBe(false);
    }
    expect(phoneInviteDue({ ...moment, path: "/ordering-guide", scrolledPx: 5_000 })).toBe(true);
  });
});
