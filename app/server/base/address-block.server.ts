import net from "node:net";

/**
 * The part of a client's address its per-address limits count: an IPv4 address whole, an IPv6
 * address by its /64 (the block one host or one home is given, so stepping through its 2^64
 * addresses earns no fresh limit), an IPv4-mapped IPv6 address as its IPv4 address. Anything
 * that is not an IP address counts as "unknown", one shared key.
 */
export function addressBlock(address: string | undefined): string {
  const text = (address ?? "").trim().replace(/%.*$/, ""); // a zone (fe80::1%eth0) names no other host
  const version = net.isIP(text);
  if (version === 4) return text;
  if (version !== 6) return "unknown";
  const groups = ipv6Groups(text);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** What a limit counts an address's requests under: "orders:203.0.113.7", "owner-sign-in:2001:db8:1:0::/64". */
export function addressLimitKey(what: string, address: string | undefined): string {
  return `${what}:${addressBlock(address)}`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const split = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const before = split(head);
  const after = rest === undefined ? [] : split(rest);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
