import { describe, expect, it } from "vitest";
import { confirmEmail, saleNewsEmail, unsubscribeUrl } from "./list-emails";
import { piecesAdded, waitersToTell } from "./restock";
import { soldOutSizes } from "./sold-out";
import { checkWaitForm, emailProblem } from "./wait-input";

describe("the back-in-stock form", () => {
  const soldOut = (id: number) => (id === 37 ? (["M", "L"] as const) : id === 5 ? ([] as const) : undefined);

  it("keeps a wait for a sold-out size, the address in lower case", () => {
    expect(checkWaitForm({ product: "37", size: "M", email: "  Ada@Example.COM " }, soldOut)).toEqual({
      ok: true,
      wait: { productId: 37, size: "M", email: "ada@example.com" },
    });
  });

  it("answers hostile and wrong input with a message per field", () => {
    expect(checkWaitForm({ product: "37'; drop table", size: "M", email: "ada@example.com" }, soldOut)).toEqual({
      ok: false,
      errors: { product: "That piece is not in the shop." },
    });
    expect(checkWaitForm({ product: "37", size: "S", email: "not an email" }, soldOut)).toEqual({
      ok: false,
      errors: {
        size: "Choose a size that is sold out: M, L.",
        email: "Please enter a valid email address, like name@example.com.",
      },
    });
    expect(checkWaitForm({ product: "5", size: "M", email: "" }, soldOut)).toEqual({
      ok: false,
      errors: {
        size: "Every size of this piece is in stock now: you can order it.",
        email: "Please enter your email address.",
      },
    });
    expect(emailProblem("ada@example.com\r\nBcc: all@example.com")).toBe(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(emailProblem(`${"a".repeat(250)}@example.com`)).toBe("Please enter a shorter email address.");
  });
});

describe("telling the waits", () => {
  it("counts the pieces a new count adds, a sold-out size from none", () => {
    expect(piecesAdded(0, 2)).toBe(2);
    expect(piecesAdded(-1, 2)).toBe(2);
    expect(piecesAdded(3, 5)).toBe(2);
    expect(piecesAdded(5, 3)).toBe(0);
    expect(piecesAdded(undefined, 4)).toBe(4);
    expect(piecesAdded(0, null)).toBe(0);
    expect(waitersToTell(2)).toBe(6);
    expect(waitersToTell(0)).toBe(0);
  });

  it("offers the form for counted sizes sold out only", () => {
    expect(soldOutSizes({ sizes: ["S", "M", "L"], stock: { S: 0, M: 3 }, madeToOrder: false })).toEqual(["S"]);
    expect(soldOutSizes({ sizes: ["S"], stock: { S: 0 }, madeToOrder: true })).toEqual([]);
    expect(soldOutSizes({ sizes: ["S"], madeToOrder: false })).toEqual([]);
  });
});

describe("the lists' emails", () => {
  const member = { list: "news" as const, email: "ada@example.com", name: "Ada", key: "a".repeat(32) };

  it("carry her own unsubscribe link and RFC 8058's header values, and nobody else's address", () => {
    const email = saleNewsEmail("https://hazel.example", member, {
      name: "Black Friday",
      badge: "50% off",
      ends: "Sunday 30 November, 23:59",
    });
    expect(email).toMatchObject({
      to_email: "ada@example.com",
      subject: "Black Friday is on at Hazel",
      unsubscribe_url: unsubscribeUrl("https://hazel.example", member.key),
      list_unsubscribe: `<https://hazel.example/lists/one-click?key=${member.key}>`,
      list_unsubscribe_post: "List-Unsubscribe=One-Click",
    });
    expect(confirmEmail("https://hazel.example", member).link_url).toBe(
      `https://hazel.example/lists/confirm?key=${member.key}`,
    );
  });
});
