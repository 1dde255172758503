import { describe, expect, it } from "vitest";
import { PICKUP_ONLY, type OrderState } from "~/features/orders";
import { keptForDelivery, keptParam, keptWords, readKeptParam, type KeptOrder } from "./kept-for-delivery";

const order = (status: OrderState, extra: object = {}) => ({
  reference: "HZL-ABCDEFGHJKMN",
  status,
  delivery: { ...PICKUP_ONLY, method: "nigeria" as const, readyBy: "2026-12-10", deliverBy: "2026-12-14" },
  ...extra,
});

describe("what an order keeps when she deletes her data", () => {
  it("keeps an order on its way until it reaches her, and nothing of one that arrived or ended", () => {
    for (const status of ["pending", "paid", "review", "in_production", "ready", "shipped", "disputed"] as const)
      expect(keptForDelivery(order(status))).not.toBeNull();
    for (const status of ["delivered", "collected", "cancelled", "refunded", "expired"] as const)
      expect(keptForDelivery(order(status))).toBeNull();
    expect(keptForDelivery(order("paid", { giftCard: true }))).toBeNull();
    expect(keptForDelivery(order("paid", { appointment: true }))).toBeNull();
  });

  it("says what stays and until when, in her words", () => {
    const pickup = keptForDelivery({ ...order("pending"), delivery: { ...PICKUP_ONLY, readyBy: "2026-12-10" } })!;
    expect(keptWords(pickup)).toBe(
      "Order HZL-ABCDEFGHJKMN keeps your name, phone and email until it is collected " +
        "(ready by Thursday 10 December 2026), then we erase them; sooner if it is never paid.",
    );
    const gift = keptForDelivery(order("shipped", { gift: { recipientName: "C", recipientPhone: "1", message: "" } }))!;
    expect(keptWords(gift)).toBe(
      "Order HZL-ABCDEFGHJKMN keeps your name, phone, email and delivery address, and your recipient's name and phone, " +
        "until it is delivered (due by Monday 14 December 2026), then we erase them.",
    );
  });

  it("carries the kept orders in her confirmation's address, and reads nothing else back", () => {
    const kept: KeptOrder[] = [
      { reference: "HZL-ABCDEFGHJKMN", for: "delivery", dueBy: "2026-12-14", unpaid: true, gift: true },
      { reference: "HZL-23456789ABCD", for: "collection", dueBy: null, unpaid: false, gift: false },
    ];
    expect(readKeptParam(keptParam(kept))).toEqual(kept);
    expect(readKeptParam(null)).toEqual([]);
    for (const made of [
      "HZL-ABCDEFGHJKMN.delivery.2026-02-30.",
      "HZL-abc.delivery..",
      "HZL-ABCDEFGHJKMN.anything..",
      "HZL-ABCDEFGHJKMN.delivery..x",
      "HZL-ABCDEFGHJKMN.delivery...extra",
    ])
      expect(readKeptParam(made)).toEqual([]);
  });
});
