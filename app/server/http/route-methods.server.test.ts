import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, routeMethods, routeTree } from "./route-methods.server";

const noop = () => null;
/** A route manifest shaped like the shop's: a page layout, an index page, a page with a form, resource routes. */
const routes = {
  root: { id: "root", path: "", module: { default: noop, loader: noop } },
  main: { id: "main", parentId: "root", module: { default: noop } },
  home: { id: "home", parentId: "main", index: true, module: { default: noop, loader: noop } },
  cart: { id: "cart", parentId: "main", path: "cart", module: { default: noop, loader: noop } },
  owner: { id: "owner", parentId: "root", module: { default: noop, loader: noop } },
  orders: { id: "orders", parentId: "owner", path: "admin", index: true, module: { default: noop, loader: noop } },
  order: { id: "order", parentId: "owner", path: "admin/orders/:reference", module: { default: noop, loader: noop } },
  stage: {
    id: "stage",
    parentId: "owner",
    path: "admin/orders/:reference/stage",
    module: { default: noop, loader: noop, action: noop },
  },
  api: { id: "api", parentId: "root", path: "api/orders", module: { action: noop } },
  status: { id: "status", parentId: "root", path: "api/orders/:reference/status", module: { loader: noop } },
} as unknown as ServerBuild["routes"];

const tree = routeTree(routes);
const allowed = (path: string) => allowedMethods(tree, new URL(path, "http://shop.test"));

describe("the methods an address serves", () => {
  it("follows the route table: pages are read, forms and the API posted to", () => {
    expect(allowed("/")).toEqual(["GET", "HEAD"]);
    expect(allowed("/CART")).toEqual(["GET", "HEAD"]);
    expect(allowed("/cart.data")).toEqual(["GET", "HEAD"]);
    expect(allowed("/_root.data")).toEqual(["GET", "HEAD"]);
    expect(allowed("/admin")).toEqual(["GET", "HEAD"]);
    expect(allowed("/admin/orders/HZL-ABC")).toEqual(["GET", "HEAD"]);
    expect(allowed("/admin/orders/HZL-ABC/stage")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/admin/orders/HZL-ABC/stage.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/api/orders")).toEqual(["POST"]);
    expect(allowed("/api/orders/HZL-ABC/status")).toEqual(["GET", "HEAD"]);
    expect(allowed("/nothing/here")).toBeUndefined();
  });
});

describe("a method the address does not serve", () => {
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(routeMethods({ routes } as ServerBuild));
    app.use((_req, res) => void res.send("served"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  /** Any method, TRACE included (fetch refuses to send it). */
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, method, path }, (res) => {
          let body = "";
          res.on("data", (d: Buffer) => (body += d.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
        })
        .on("error", reject)
        .end();
    });

  it.each([
    ["TRACE", "/", "GET, HEAD"],
    ["PUT", "/cart", "GET, HEAD"],
    ["DELETE", "/api/orders", "POST"],
    ["PATCH", "/admin/orders/HZL-ABC/stage", "GET, HEAD, POST"],
    ["POST", "/admin/orders/HZL-ABC", "GET, HEAD"],
    ["POST", "/", "GET, HEAD"],
    ["GET", "/api/orders", "POST"],
    ["PUT", "/favicon.ico", "GET, HEAD"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const response = await send(method, path);
    expect(response.status).toBe(405);
    expect(response.allow).toBe(allow);
    expect(response.body).not.toContain("served");
  });

  it("lets what the address serves through, and leaves an unmatched address to the router's 404", async () => {
    for (const [method, path] of [
      ["GET", "/cart"],
      ["POST", "/api/orders"],
      ["POST", "/admin/orders/HZL-ABC/stage"],
      ["GET", "/nothing/here"],
      ["POST", "/nothing/here"],
    ]) {
      expect((await send(method!, path!)).body, `${method} ${path}`).toBe("served");
    }
  });

  it("answers OPTIONS with 204 and what the address serves", async () => {
    const response = await send("OPTIONS", "/api/orders");
    expect(response.status).toBe(204);
    expect(response.allow).toBe("POST, OPTIONS");
  });
});
