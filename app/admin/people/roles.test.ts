import { describe, expect, it } from "vitest";
import { mayReach, patternOf, mayDo } from "./roles";

describe("the roles' reach", () => {
  it("finds an address's pattern, static before parametrised, in any case, data requests too", () => {
    expect(patternOf("/admin")).toBe("");
    expect(patternOf("/admin.data")).toBe("");
    expect(patternOf("/admin/products/new")).toBe("products/new");
    expect(patternOf("/admin/products/12")).toBe("products/:id");
    expect(patternOf("/admin/orders/HZL-222222222222/refund")).toBe("orders/:reference/refund");
    expect(patternOf("/ADMIN/Orders.csv")).toBe("orders.csv");
    expect(patternOf("/admin/nowhere/at/all")).toBeUndefined();
  });

  it("lets a shop hand move an order but not refund it, and a tailor only the atelier's pages", () => {
    expect(mayReach("shop_hand", "/admin/orders/HZL-222222222222/stage", "act")).toBe(true);
    expect(mayReach("shop_hand", "/admin/orders/HZL-222222222222/refund", "act")).toBe(false);
    expect(mayReach("shop_hand", "/admin/orders.csv", "view")).toBe(false);
    expect(mayReach("tailor", "/admin/production/HZL-222222222222", "act")).toBe(true);
    expect(mayReach("tailor", "/admin/orders/HZL-222222222222", "view")).toBe(false);
    expect(mayReach("owner", "/admin/people", "act")).toBe(true);
    // An address the table does not name is the owner's alone.
    expect(mayReach("shop_hand", "/admin/nowhere", "view")).toBe(false);
    expect(mayReach("owner", "/admin/nowhere", "view")).toBe(true);
  });

  it("keeps money that leaves for good, the takings and signing everyone out to the owner", () => {
    for (const act of ["cancel-paid", "mark-refunded", "see-takings", "end-every-session"] as const) {
      expect(mayDo("owner", act)).toBe(true);
      expect(mayDo("shop_hand", act)).toBe(false);
      expect(mayDo("tailor", act)).toBe(false);
    }
  });
});
