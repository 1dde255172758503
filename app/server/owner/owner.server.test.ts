import type { OrderItem } from "~/features/checkout/pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { insertOrder, recentOrders } from "../orders/order-store.server";
import { storeMessage } from "../messages/store.server";
import { requireOwner } from "./owner-auth.server";
import { recentMessages } from "./recent-messages.server";

const withAuth = (user: string, password: string) =>
  new Request("http://shop/admin", { headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` } });

async function statusOf(fn: () => void): Promise<number | "ok"> {
  try {
    fn();
    return "ok";
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("requireOwner", () => {
  const password = "correct horse battery";
  it("lets the owner in with the password, whatever the user name", async () => {
    expect(await statusOf(() => requireOwner(withAuth("owner", password), password))).toBe("ok");
    expect(await statusOf(() => requireOwner(withAuth("", password), password))).toBe("ok");
  });
  it("asks for credentials when they are missing or wrong", async () => {
    expect(await statusOf(() => requireOwner(new Request("http://shop/admin"), password))).toBe(401);
    expect(await statusOf(() => requireOwner(withAuth("owner", "guess"), password))).toBe(401);
    expect(await statusOf(() => requireOwner(withAuth("owner", `${password}x`), password))).toBe(401);
  });
  it("hides the owner's pages when no password is configured", async () => {
    expect(await statusOf(() => requireOwner(withAuth("owner", "anything"), undefined))).toBe(404);
  });
});

describe.each(["pglite", "postgres"] as const)("the owner's overview on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabases[kind]();
  });
  afterAll(() => t.dispose());

  it("lists the newest messages first with their relay status", async () => {
    await storeMessage(t.db, { kind: "newsletter", from_email: "first@example.com" }, "127.0.0.1");
    await storeMessage(t.db, { kind: "contact", from_name: "Ada", from_email: "ada@example.com", from_phone: undefined, message: "A bespoke gown?" }, "127.0.0.1");
    const messages = await recentMessages(t.db);
    expect(messages.map((m) => m.fromEmail)).toEqual(["ada@example.com", "first@example.com"]);
    expect(messages[0]).toMatchObject({ kind: "contact", message: "A bespoke gown?", relay: { status: "pending", attempts: 0 } });
  });

  it("lists the newest orders first", async () => {
    const customer = { email: "b@example.com", firstName: "Bisi", lastName: "Ade", phone: "+2348000000000", address: "1 Road", state: "Rivers", country: "Nigeria", comments: "" };
    const items: OrderItem[] = [{ productId: 1, name: "Arcturus Blouse", size: "M", quantity: 1, unitPrice: 160000, lineTotal: 160000 }];
    await insertOrder(t.db, { reference: "HZL-AAAAAAAAAAAA", isTest: true, customer, items, amountKobo: 16_000_000 });
    await insertOrder(t.db, { reference: "HZL-BBBBBBBBBBBB", isTest: false, customer, items, amountKobo: 16_000_000 });
    const orders = await recentOrders(t.db);
    expect(orders.map((o) => o.reference)).toEqual(["HZL-BBBBBBBBBBBB", "HZL-AAAAAAAAAAAA"]);
  });
});
