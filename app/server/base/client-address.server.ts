import net from "node:net";
import type { Request } from "express";
import { z } from "zod";

/** Which hops in front of the server may name the client: none, a hop count, or listed proxies. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy (the connection's address counts); a whole number
 * trusts that many hops; otherwise a comma-separated list of proxy addresses, subnets
 * (10.0.0.0/8) or the names loopback, linklocal, uniquelocal. "true" is refused: trusting
 * every hop lets any client choose its own address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(",").map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count or a list of proxy addresses, subnets or loopback/linklocal/uniquelocal (not ${bad.join(", ")})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** 203.0.113.7 for ::ffff:203.0.113.7, so one client has one key whichever way it connected. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/**
 * The client's address as Express resolved it under the "trust proxy" setting. A forwarded
 * value that is not an IP address is never used: the connection's own address counts then.
 */
export function clientAddressOf(req: Pick<Request, "ip" | "socket">): string {
  const forwarded = req.ip;
  if (forwarded && net.isIP(forwarded)) return normalise(forwarded);
  const socket = req.socket.remoteAddress;
  return socket && net.isIP(socket) ? normalise(socket) : "unknown";
}
