import { describe, expect, it } from "vitest";
import { giftCardTo, readAmounts, readGiftCardForm, sendAtOf } from "./gift-card";

describe("the owner's amounts", () => {
  it("reads whole naira separated by spaces, commas or semicolons, thousands marks kept, sorted, each once", () => {
    expect(readAmounts("50000, 10,000; ₦25000 10000")).toEqual({ ok: true, amounts: [10_000, 25_000, 50_000] });
    expect(readAmounts("  ")).toEqual({ ok: true, amounts: [] });
  });
  it("refuses a word that is no amount, one out of range, and too many", () => {
    expect(readAmounts("10000 ten")).toEqual({ ok: false, message: '"ten" is not an amount in whole naira.' });
    expect(readAmounts("10000.50")).toMatchObject({ ok: false });
    expect(readAmounts("999")).toEqual({ ok: false, message: "Each amount must be between ₦1,000 and ₦1,000,000." });
    expect(readAmounts("1000001")).toMatchObject({ ok: false });
    expect(readAmounts("1000 2000 3000 4000 5000 6000 7000 8000 9000")).toEqual({
      ok: false,
      message: "Offer at most 8 amounts.",
    });
  });
});

describe("the send day", () => {
  // 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1).
  const lateNight = new Date("2026-12-31T23:30:00Z");
  it("sends a card for today (Lagos) at once, and a later day's at 08:00 Lagos", () => {
    expect(sendAtOf("2027-01-01", lateNight)).toBe(lateNight);
    expect(sendAtOf("2027-01-02", lateNight).toISOString()).toBe("2027-01-02T07:00:00.000Z");
  });
});

describe("the shopper's form", () => {
  const now = new Date("2026-12-31T23:30:00Z"); // 1 January 2027 in Lagos
  const amounts = [10_000, 25_000];
  const good = {
    amount: "25000",
    buyerName: " Ada Obi ",
    buyerEmail: "ada@example.com",
    recipientName: "",
    recipientEmail: "",
    sendOn: "",
    message: "",
  };

  it("takes an amount on sale, her name and email, and today in Lagos when no day is given", () => {
    expect(readGiftCardForm(good, amounts, now)).toEqual({
      ok: true,
      value: { ...good, amount: 25_000, buyerName: "Ada Obi", sendOn: "2027-01-01" },
    });
  });

  it("refuses an amount not on sale, a day before today in Lagos or beyond a year, and a name without an email", () => {
    const read = readGiftCardForm(
      { ...good, amount: "30000", sendOn: "2026-12-31", recipientName: "Ngozi", buyerEmail: "ada" },
      amounts,
      now,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        amount: "Choose one of the amounts.",
        buyerEmail: "Enter your email address, like name@example.com.",
        recipientEmail: "Enter their email address, or leave their name empty to get the card yourself.",
        sendOn: "Choose today or a later day.",
      },
    });
    expect(readGiftCardForm({ ...good, sendOn: "2028-01-02" }, amounts, now)).toMatchObject({
      errors: { sendOn: "Choose a day within a year." },
    });
    expect(readGiftCardForm({ ...good, sendOn: "2027-02-30" }, amounts, now)).toMatchObject({
      errors: { sendOn: "Enter the day to send it, like 2026-12-24." },
    });
    expect(readGiftCardForm({ ...good, message: "x".repeat(301) }, amounts, now)).toMatchObject({ ok: false });
    expect(readGiftCardForm({ ...good, buyerName: "Ada\u0000", message: "Line one\nline two" }, amounts, now)).toEqual({
      ok: false,
      errors: {
        buyerName: "Your name contains a character that cannot be used (a control character); please type it again.",
      },
    });
  });

  it("sends the card to the recipient when she names one, else to the buyer", () => {
    const people = { buyerName: "Ada", buyerEmail: "ada@example.com", recipientName: "", recipientEmail: "" };
    expect(giftCardTo(people)).toEqual({ name: "Ada", email: "ada@example.com" });
    expect(giftCardTo({ ...people, recipientName: "Ngozi", recipientEmail: "n@example.com" })).toEqual({
      name: "Ngozi",
      email: "n@example.com",
    });
  });
});
