import { expect, it } from "vitest";
import type { Size } from "~/features/catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { confirmMember, joinWait, mostWantedSizes, openWaitsOf, takeWaiters, unsubscribeMember } from "./store.server";

describeOnBothDatabases("the waits the owner reads, per product and size, on %s", (suite) => {
  const t = suite.database();

  /** A shopper asks for a size; confirmed unless told otherwise. */
  const wait = async (email: string, productId: number, size: Size, confirm = true) => {
    const { member } = await joinWait(t.db, email, productId, size);
    if (confirm) await confirmMember(t.db, { key: member.key });
    return member;
  };

  it("names who waits for each size of a product, oldest first, and ranks sizes by how many wait", async () => {
    await wait("ada@example.com", 11, "M");
    await wait("bisi@example.com", 11, "XS");
    await wait("chi@example.com", 11, "M");
    await wait("dayo@example.com", 11, "M", false); // never confirmed: not counted
    const left = await wait("eve@example.com", 11, "L");
    await unsubscribeMember(t.db, left.key); // left: not counted
    await wait("fola@example.com", 12, "S");
    await wait("gbemi@example.com", 12, "S");
    await wait("ada@example.com", 13, "2XL");

    const waits = await openWaitsOf(t.db, 11);
    expect(waits.map((w) => [w.size, w.email])).toEqual([
      ["XS", "bisi@example.com"],
      ["M", "ada@example.com"],
      ["M", "chi@example.com"],
    ]);
    for (const w of waits) expect(Date.now() - w.askedAt.getTime()).toBeLessThan(60_000);
    expect(await openWaitsOf(t.db, 99)).toEqual([]);

    expect(await mostWantedSizes(t.db, 10)).toEqual([
      { productId: 11, size: "M", waiting: 2 },
      { productId: 12, size: "S", waiting: 2 },
      { productId: 11, size: "XS", waiting: 1 },
      { productId: 13, size: "2XL", waiting: 1 },
    ]);
    expect(await mostWantedSizes(t.db, 1)).toEqual([{ productId: 11, size: "M", waiting: 2 }]);

    // Once told (the pieces came back), a wait is done and leaves both lists.
    await t.db.transaction((tx) => takeWaiters(tx, 12, "S", null));
    expect(await openWaitsOf(t.db, 12)).toEqual([]);
    expect((await mostWantedSizes(t.db, 10)).map((w) => `${w.productId} ${w.size}`)).toEqual([
      "11 M",
      "11 XS",
      "13 2XL",
    ]);
  });
});
