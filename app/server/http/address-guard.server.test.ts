import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseBadAddresses } from "./address-guard.server";
import { LONGEST_LISTING_KEY } from "./refined-listings.server";

describe("an address the shop never makes", () => {
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(refuseBadAddresses);
    app.use((_req, res) => void res.send("served"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  /** The status line of a raw request (fetch would clean the address up first). */
  const statusOf = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d) => (answer += d.toString()));
      socket.on("end", () => resolve(answer.split("\r\n")[0]!));
      socket.on("error", reject);
      socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
    });

  it.each(["/admin?q=%00", "/admin?q=a%0Ab", "/admin?%1b=x", "/order/%00", "/%E0%A4%A", "*"])(
    "is refused with 400: %s",
    async (target) => {
      expect(await statusOf(target)).toBe("HTTP/1.1 400 Bad Request");
    },
  );

  it.each([
    `/hazelbee/shop?size=1-${"x".repeat(15_000)}`,
    `/search?q=${"x".repeat(8_185)}`,
    `/${"x".repeat(8_192)}`,
    // A listing whose filters are longer than the shop's form ever makes them, under 8,192 characters.
    `/hazelbee/shop?size=1-${"x".repeat(LONGEST_LISTING_KEY)}`,
    `/search?q=${"x".repeat(LONGEST_LISTING_KEY)}`,
  ])("is refused with 414 when longer than any address the shop makes", async (target) => {
    expect(await statusOf(target)).toBe("HTTP/1.1 414 URI Too Long");
  });

  it("lets the longest search the shop's form makes through, and a long campaign tag on a plain listing", async () => {
    const longest = `/search?q=${encodeURIComponent("👗".repeat(500))}&size=M&size=L&max=40000&sort=price-asc&page=2`;
    expect(longest.length).toBeGreaterThan(6_000);
    expect(await statusOf(longest)).toBe("HTTP/1.1 200 OK");
    expect(await statusOf(`/naledi?utm_campaign=${"x".repeat(8_000)}`)).toBe("HTTP/1.1 200 OK");
  });

  it.each(["/admin?q=Ada%20Ob%C3%AD&page=2", "/cart?add=42&size=M", "/order/HZL-ABCDEFGHJKMN", "/"])(
    "lets an address the shop makes through: %s",
    async (target) => {
      expect(await statusOf(target)).toBe("HTTP/1.1 200 OK");
    },
  );
});
