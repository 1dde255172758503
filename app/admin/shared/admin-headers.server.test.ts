import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalAdminPath, adminHeaders } from "./admin-headers.server";

describe("the admin's headers", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(adminHeaders);
    app.use((req, res) => void res.send(`page ${req.path}`));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (path: string, method = "GET") => fetch(`${base}${path}`, { method, redirect: "manual" });
  const isPrivate = (response: Response) => {
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  };

  it("are on every admin answer", async () => {
    for (const path of ["/admin", "/admin/messages", "/admin.data", "/admin/orders.csv"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      isPrivate(response);
    }
    expect((await get("/cart")).headers.get("X-Robots-Tag")).toBeNull();
    expect((await get("/administrator")).headers.get("X-Robots-Tag")).toBeNull();
  });

  it.each([
    ["/ADMIN", "/admin"],
    ["/Admin/Messages?page=2", "/admin/messages?page=2"],
    ["/admin/ORDERS/hzl-abcdefghjkmn", "/admin/orders/HZL-ABCDEFGHJKMN"],
    ["/%61dmin/messages", "/admin/messages"],
    ["/ADMIN.data", "/admin.data"],
    ["/Admin/Backups/HAZEL-2026-11-25t02-00-00.000z.BACKUP", "/admin/backups/hazel-2026-11-25T02-00-00.000Z.backup"],
  ])("send %s on to %s with a 308, itself private and never indexed", async (from, to) => {
    for (const method of ["GET", "POST"]) {
      const response = await get(from, method);
      expect(response.status).toBe(308);
      expect(response.headers.get("Location")).toBe(to);
      isPrivate(response);
    }
  });

  it("keep an order reference upper case in the canonical address, and never redirect it twice", () => {
    expect(canonicalAdminPath("/Admin/Orders/HZL-ABCDEFGHJKMN")).toBe("/admin/orders/HZL-ABCDEFGHJKMN");
    expect(canonicalAdminPath("/admin/bespoke/BSP-ABCDEFGH")).toBe("/admin/bespoke/BSP-ABCDEFGH");
    expect(canonicalAdminPath("/admin/Bespoke/bsp-abcdefgh")).toBe("/admin/bespoke/BSP-ABCDEFGH");
    const once = canonicalAdminPath("/ADMIN/Orders/hzl-abcdefghjkmn");
    expect(canonicalAdminPath(once)).toBe(once);
  });

  it("keep a backup's name as the file is named (its T and Z upper case), so its download is not redirected", async () => {
    const address = "/admin/backups/hazel-2026-11-25T02-00-00.000Z.backup";
    expect(canonicalAdminPath(address)).toBe(address);
    const response = await get(address);
    expect(response.status).toBe(200);
    isPrivate(response);
  });
});
