import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES, giftFormOf, validateGift } from "./gift-check";

describe("a gift's fields", () => {
  it("are no gift at all unless she answered yes, whatever the recipient's fields hold", () => {
    expect(validateGift({ isGift: false, giftName: "Mama Ngozi", giftPhone: "soon", giftMessage: "Hi" })).toEqual({
      ok: true,
      gift: null,
    });
    expect(validateGift({})).toEqual({ ok: true, gift: null });
  });

  it("once she answered yes, need the recipient's name and a phone number; the message may stay empty", () => {
    expect(
      validateGift({ isGift: true, giftName: " Mama Ngozi ", giftPhone: "+234 (805) 000-1111", giftMessage: "" }),
    ).toEqual({
      ok: true,
      gift: { recipientName: "Mama Ngozi", recipientPhone: "+234 (805) 000-1111", message: "" },
    });
    const missing = { ok: false, errors: { giftName: GIFT_MESSAGES.giftName, giftPhone: GIFT_MESSAGES.giftPhone } };
    expect(validateGift({ isGift: true, giftMessage: "Happy 60th" })).toEqual(missing);
    expect(validateGift({ isGift: true, giftName: " ", giftPhone: "" })).toEqual(missing);
  });

  it("refuse a phone that is not one, and text too long or with control characters, saying which", () => {
    const name = "Mama Ngozi";
    const isGift = true;
    expect(validateGift({ isGift, giftName: name, giftPhone: "call me" })).toMatchObject({
      errors: { giftPhone: GIFT_MESSAGES.giftPhone },
    });
    expect(validateGift({ isGift, giftName: name, giftPhone: "12345" })).toMatchObject({
      errors: { giftPhone: GIFT_MESSAGES.giftPhone },
    });
    expect(validateGift({ isGift, giftName: name, giftPhone: "+2348050001111", giftMessage: "x".repeat(301) })).toEqual(
      {
        ok: false,
        errors: { giftMessage: "Gift message is too long (at most 300 characters)." },
      },
    );
    expect(validateGift({ isGift, giftName: `Mama\u0000`, giftPhone: "+2348050001111" })).toMatchObject({
      errors: { giftName: expect.stringMatching(/Recipient's name contains a character that cannot be used/) },
    });
    expect(
      validateGift({ isGift, giftName: name, giftPhone: "+2348050001111", giftMessage: "Line one\nLine two" }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("are read from a posted form, each cut one past its limit so a longer one is refused, not shortened", () => {
    const posted = { isGift: "yes", giftName: "n".repeat(500), giftPhone: "+2348050001111" };
    const form = giftFormOf(new URLSearchParams(posted));
    expect(form).toEqual({ isGift: true, giftName: "n".repeat(81), giftPhone: "+2348050001111", giftMessage: "" });
    expect(validateGift(form).ok).toBe(false);
    expect(giftFormOf(new URLSearchParams({ ...posted, isGift: "no" })).isGift).toBe(false);
    expect(giftFormOf(new URLSearchParams({ giftName: "Mama" })).isGift).toBe(false);
  });
});
