import { describe, expect, it } from "vitest";
import { openOrderCookie, openOrderIn } from "./open-order-cookie";

const KEY = "abcdefghijklmnopqrstuvwxyz012345";

describe("the open order's cookie", () => {
  it("is read back as it is written, HttpOnly, for as long as the order can be paid", () => {
    const text = openOrderCookie({ reference: "HZL-ABCDEFGHJKMN", key: KEY }, 3600, true);
    expect(text).toBe(`hazel_order=HZL-ABCDEFGHJKMN.${KEY}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`);
    expect(openOrderIn(`a=b; ${text.split(";")[0]}`)).toEqual({ reference: "HZL-ABCDEFGHJKMN", key: KEY });
  });

  it("is absent when malformed: no key, a short key, another reference's shape", () => {
    for (const value of ["HZL-ABCDEFGHJKMN", "HZL-ABCDEFGHJKMN.short", `HZL-abc.${KEY}`, `x.${KEY}`])
      expect(openOrderIn(`hazel_order=${value}`)).toBeUndefined();
    expect(openOrderIn(null)).toBeUndefined();
  });
});
