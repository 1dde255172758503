import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES, giftFormOf, validateGift } from "./gift-check";

describe("a gift's fields", () => {
  it("are no gift at all when every field is empty or blank", () => {
    expect(validateGift({ giftName: " ", giftPhone: "", giftMessage: "\n" })).toEqual({ ok: true, gift: null });
    expect(validateGift({})).toEqual({ ok: true, gift: null });
  });

  it("need the recipient's name and a phone number; the message may stay empty", () => {
    expect(validateGift({ giftName: " Mama Ngozi ", giftPhone: "+234 (805) 000-1111", giftMessage: "" })).toEqual({
      ok: true,
      gift: { recipientName: "Mama Ngozi", recipientPhone: "+234 (805) 000-1111", message: "" },
    });
    expect(validateGift({ giftMessage: "Happy 60th" })).toEqual({
      ok: false,
      errors: { giftName: GIFT_MESSAGES.giftName, giftPhone: GIFT_MESSAGES.giftPhone },
    });
  });

  it("refuse a phone that is not one, and text too long or with control characters, saying which", () => {
    const name = "Mama Ngozi";
    expect(validateGift({ giftName: name, giftPhone: "call me" })).toMatchObject({
      errors: { giftPhone: GIFT_MESSAGES.giftPhone },
    });
    expect(validateGift({ giftName: name, giftPhone: "12345" })).toMatchObject({
      errors: { giftPhone: GIFT_MESSAGES.giftPhone },
    });
    expect(validateGift({ giftName: name, giftPhone: "+2348050001111", giftMessage: "x".repeat(301) })).toEqual({
      ok: false,
      errors: { giftMessage: "Gift message is too long (at most 300 characters)." },
    });
    expect(validateGift({ giftName: `Mama\u0000`, giftPhone: "+2348050001111" })).toMatchObject({
      errors: { giftName: expect.stringMatching(/Recipient's name contains a character that cannot be used/) },
    });
    expect(
      validateGift({ giftName: name, giftPhone: "+2348050001111", giftMessage: "Line one\nLine two" }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("are read from a posted form, each cut one past its limit so a longer one is refused, not shortened", () => {
    const form = giftFormOf(new URLSearchParams({ giftName: "n".repeat(500), giftPhone: "+2348050001111" }));
    expect(form).toEqual({ giftName: "n".repeat(81), giftPhone: "+2348050001111", giftMessage: "" });
    expect(validateGift(form).ok).toBe(false);
  });
});
