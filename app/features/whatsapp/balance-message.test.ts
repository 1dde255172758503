import { describe, expect, it } from "vitest";
import { money } from "~/features/currency";
import { balanceMessage, balanceWhatsappLink, chatWithLink, internationalDigits } from "./balance-message";

describe("the balance on WhatsApp", () => {
  it("writes a Nigerian number in international digits", () => {
    expect(internationalDigits("0803 123 4567")).toBe("2348031234567");
    expect(internationalDigits("+234 (803) 123-4567")).toBe("2348031234567");
    expect(internationalDigits("+44 20 7946 0958")).toBe("442079460958");
  });
  it("opens the owner's chat with a client: a Nigerian 0… number as 234…, one abroad as written, none for an erased one", () => {
    expect(chatWithLink("0803 123 4567")).toBe("https://wa.me/2348031234567");
    expect(chatWithLink("+234 803 123 4567")).toBe("https://wa.me/2348031234567");
    expect(chatWithLink("234-803-123-4567")).toBe("https://wa.me/2348031234567");
    expect(chatWithLink("+44 20 7946 0958")).toBe("https://wa.me/442079460958");
    expect(chatWithLink("(deleted)")).toBeUndefined();
    expect(chatWithLink("12345")).toBeUndefined();
  });
  it("says how much, by when, and links the order page", () => {
    const text = balanceMessage({
      firstName: "Ada",
      outstanding: money(27_500_000, "NGN"),
      dueDay: "Tuesday 8 December",
      orderUrl: "https://hazel.example/order/HZ-ABC123",
    });
    expect(text).toBe(
      "Hello Ada, this is Hazel. The balance of ₦275,000 on your order is due by Tuesday 8 December. You can pay it here: https://hazel.example/order/HZ-ABC123",
    );
  });
  it("opens a chat with the shopper, the message written in", () => {
    const href = balanceWhatsappLink({
      phone: "08031234567",
      firstName: "Ada",
      outstanding: money(27_500_000, "NGN"),
      dueDay: null,
      orderUrl: "https://hazel.example/order/HZ-ABC123",
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/2348031234567");
    expect(url.searchParams.get("text")).toContain("https://hazel.example/order/HZ-ABC123");
    expect(url.searchParams.get("text")).toContain("₦275,000");
  });
  it("says a dollar order's balance in dollars: $40.00, not ₦4,000", () => {
    const text = balanceMessage({
      firstName: "Ada",
      outstanding: money(4_000, "USD"),
      dueDay: null,
      orderUrl: "https://hazel.example/order/HZ-ABC123",
    });
    expect(text).toContain("The balance of $40.00 on your order is due.");
  });
});
