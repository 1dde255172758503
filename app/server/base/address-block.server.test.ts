import { describe, expect, it } from "vitest";
import { addressBlock, addressLimitKey } from "./address-block.server";

describe("the block a limit counts an address under", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1::2", "2001:db8:1:0::/64"],
    ["2001:db8:1::13", "2001:db8:1:0::/64"],
    ["2001:db8:1:0:ffff:ffff:ffff:ffff", "2001:db8:1:0::/64"],
    ["2001:0DB8:0001:0000:0000:0000:0000:0002", "2001:db8:1:0::/64"],
    ["2001:db8:1:1::2", "2001:db8:1:1::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
    ["unknown", "unknown"],
    ["not-an-address", "unknown"],
  ])("%o counts as %o", (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });

  it("gives every address of one IPv6 /64 one key, and its neighbour /64 another", () => {
    const keys = new Set(
      Array.from({ length: 18 }, (_, i) => addressLimitKey("owner-sign-in", `2001:db8:1::${(i + 2).toString(16)}`)),
    );
    expect([...keys]).toEqual(["owner-sign-in:2001:db8:1:0::/64"]);
    expect(addressLimitKey("owner-sign-in", "2001:db8:1:1::2")).not.toBe("owner-sign-in:2001:db8:1:0::/64");
    expect(addressLimitKey("orders", "::ffff:198.51.100.4")).toBe(addressLimitKey("orders", "198.51.100.4"));
  });
});
