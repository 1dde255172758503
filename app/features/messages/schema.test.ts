import { describe, expect, it } from "vitest";
import { isHoneypotFilled, LIMITS } from "./fields";
import { validateMessage } from "./schema";

const contact = {
  kind: "contact",
  from_name: "Ada Obi",
  from_email: "ada@example.com",
  from_phone: "",
  message: "Hello",
};

describe("validateMessage", () => {
  it("accepts a contact message, trims it and drops an empty phone", () => {
    const result = validateMessage({ ...contact, from_name: "  Ada Obi ", message: " Hello \n" });
    expect(result).toEqual({
      ok: true,
      message: {
        kind: "contact",
        from_name: "Ada Obi",
        from_email: "ada@example.com",
        from_phone: undefined,
        message: "Hello",
      },
    });
  });

  it("keeps a phone number with its country code", () => {
    const result = validateMessage({ ...contact, from_phone: "+234 803 123 4567" });
    expect(result.ok && result.message.kind === "contact" && result.message.from_phone).toBe("+234 803 123 4567");
  });

  it("names every missing or bad field of a contact message", () => {
    const result = validateMessage({
      kind: "contact",
      from_name: " ",
      from_email: "ada@",
      from_phone: "call me",
      message: "",
    });
    expect(result).toEqual({
      ok: false,
      formError: undefined,
      errors: {
        from_name: "Please enter your name.",
        from_email: "Please enter a valid email address, like name@example.com.",
        from_phone: "Please enter a valid phone number, or leave it empty.",
        message: "Please enter your message.",
      },
    });
  });

  it("refuses oversized fields", () => {
    const result = validateMessage({
      ...contact,
      message: "x".repeat(LIMITS.message + 1),
      from_name: "n".repeat(LIMITS.name + 1),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.message).toMatch(/under 5000 characters/);
      expect(result.errors.from_name).toMatch(/under 100 characters/);
    }
  });

  it("needs only an email address to subscribe, and keeps nothing else", () => {
    expect(validateMessage({ kind: "newsletter", from_email: "ada@example.com", message: "extra" })).toEqual({
      ok: true,
      message: { kind: "newsletter", from_email: "ada@example.com" },
    });
    expect(validateMessage({ kind: "newsletter" })).toMatchObject({
      ok: false,
      errors: { from_email: "Please enter your email address." },
    });
  });

  it("needs a name and an email address to sign up", () => {
    expect(validateMessage({ kind: "signup", from_email: "ada@example.com" })).toMatchObject({
      ok: false,
      errors: { from_name: "Please enter your name." },
    });
    expect(validateMessage({ kind: "signup", from_name: "Ada", from_email: "ada@example.com" }).ok).toBe(true);
  });

  it("refuses a control character in a field, naming it; a message keeps its line breaks", () => {
    expect(validateMessage({ ...contact, from_name: "Ada\u0000" })).toEqual({
      ok: false,
      errors: {
        from_name: "Your name contains a character that cannot be used (a control character); please type it again.",
      },
    });
    expect(validateMessage({ ...contact, message: "Hi\u001b[2J" })).toMatchObject({
      ok: false,
      errors: { message: expect.stringContaining("Your message contains a character that cannot be used") },
    });
    expect(validateMessage({ kind: "signup", from_name: "Ada", from_email: "ada@example.com\u0000" }).ok).toBe(false);
    expect(validateMessage({ ...contact, message: "Line one\r\n\tLine two" }).ok).toBe(true);
  });

  it("refuses an unknown kind or a body that is not an object", () => {
    expect(validateMessage({ kind: "spam", from_email: "a@b.co" })).toMatchObject({
      ok: false,
      formError: "Unknown kind of message.",
    });
    expect(validateMessage("hello")).toMatchObject({ ok: false });
    expect(validateMessage(null)).toMatchObject({ ok: false });
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds text", () => {
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ website: "   " })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
