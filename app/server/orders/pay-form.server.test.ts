import { describe, expect, it } from "vitest";
import { readPayIntent } from "./pay-form.server";

const post = (body: string, type = "application/x-www-form-urlencoded") =>
  new Request("http://shop.test/orders/HZL-1", { method: "POST", headers: { "content-type": type }, body });

describe("a paying page's form", () => {
  it("reads the intent it sends, or none", async () => {
    expect(await readPayIntent(post("intent=pay"))).toEqual({ intent: "pay", amount: "", autopay: null });
    expect(await readPayIntent(post("other=1"))).toEqual({ intent: null, amount: "", autopay: null });
    expect(await readPayIntent(post("intent=pay-amount&amount=75%2C000"))).toEqual({
      intent: "pay-amount",
      amount: "75,000",
      autopay: null,
    });
    // Autopay's box: sent only when ticked.
    expect(await readPayIntent(post("intent=autopay&autopay=on"))).toEqual({
      intent: "autopay",
      amount: "",
      autopay: "on",
    });
  });

  it("refuses what is not a small plain form", async () => {
    expect(await readPayIntent(post('{"intent":"pay"}', "application/json"))).toEqual({
      error: "Send the payment form.",
      status: 415,
    });
    expect(await readPayIntent(post(`intent=pay&pad=${"x".repeat(2000)}`))).toMatchObject({ status: 413 });
  });
});
