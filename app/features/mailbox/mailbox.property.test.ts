// Any spelling of one mailbox reads as that mailbox, and reading it again changes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalMailbox, sameMailbox } from ".";

const ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
const word = fc.string({ unit: fc.constantFrom(...ASCII), minLength: 1, maxLength: 12 });
/** A local part's name: words joined by single dots, no plus. */
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join("."));
const tag = fc.string({ unit: fc.constantFrom(...ASCII, ".", "+"), maxLength: 10 });
const domain = fc.constantFrom("example.com", "Hazel.NG", "yahoo.co.uk", "gmail.com", "GoogleMail.com", "outlook.com");
const spaces = fc.constantFrom("", " ", "  ", "\t");
const anyText = fc.string({ maxLength: 40 });

/** Upper-cases some letters, chosen by the bits. */
const mixCase = (s: string, bits: number) =>
  [...s].map((c, i) => ((bits >> (i % 30)) & 1 ? c.toUpperCase() : c)).join("");

describe("normalMailbox", () => {
  it("is idempotent, for any text at all", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(normalMailbox(normalMailbox(s))).toBe(normalMailbox(s));
      }),
    );
    fc.assert(
      fc.property(name, tag, domain, (n, t, d) => {
        const once = normalMailbox(`${n}+${t}@${d}`);
        expect(normalMailbox(once)).toBe(once);
      }),
    );
  });

  it("ignores case and surrounding spaces", () => {
    fc.assert(
      fc.property(name, domain, spaces, spaces, fc.nat(), (n, d, before, after, bits) => {
        expect(normalMailbox(`${before}${mixCase(`${n}@${d}`, bits)}${after}`)).toBe(normalMailbox(`${n}@${d}`));
      }),
    );
  });

  it("drops a +tag", () => {
    fc.assert(
      fc.property(name, tag, domain, (n, t, d) => {
        expect(sameMailbox(`${n}+${t}@${d}`, `${n}@${d}`)).toBe(true);
      }),
    );
  });

  it("drops dots only for Gmail, where googlemail.com is gmail.com", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 2, maxLength: 4 }),
        fc.constantFrom("gmail.com", "googlemail.com"),
        (w, d) => {
          expect(normalMailbox(`${w.join(".")}@${d}`)).toBe(`${w.join("").toLowerCase()}@gmail.com`);
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (w) => {
        expect(sameMailbox(`${w.join(".")}@example.com`, `${w.join("")}@example.com`)).toBe(false);
      }),
    );
  });

  it("reads the shop's examples", () => {
    expect(normalMailbox("  Ada.Obi+Sales@GoogleMail.com ")).toBe("adaobi@gmail.com");
    expect(normalMailbox("ada.obi+news@yahoo.com")).toBe("ada.obi@yahoo.com");
    expect(normalMailbox("+tag@example.com")).toBe("+tag@example.com");
    expect(sameMailbox("Ada@Example.com", "ada@example.org")).toBe(false);
  });
});
