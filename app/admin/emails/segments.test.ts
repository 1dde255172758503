import { describe, expect, it } from "vitest";
import { codeFromBytes, formatCode } from "~/features/credit";
import { writtenEmail } from "./email-text";
import { paragraphSegments, segmentsOf } from "./segments";

const SHOP = "https://shop.test";

describe("an email's text, cut where the owner clicks", () => {
  it("makes the shop's own links links, a sentence's full stop left out", () => {
    expect(segmentsOf(`Take one at ${SHOP}/admin/backups and download it.`, SHOP)).toEqual([
      { text: "Take one at " },
      { text: `${SHOP}/admin/backups`, href: `${SHOP}/admin/backups` },
      { text: " and download it." },
    ]);
    expect(segmentsOf(`Open ${SHOP}/account/continue?token=a-b_c.`, SHOP)).toEqual([
      { text: "Open " },
      { text: `${SHOP}/account/continue?token=a-b_c`, href: `${SHOP}/account/continue?token=a-b_c` },
      { text: "." },
    ]);
  });

  it("leaves every other address as words: another site, a look-alike, a script", () => {
    for (const address of [
      "https://evil.example/x",
      "https://shop.test.evil.example/x",
      "https://shop.test@evil.example/x",
      "http://shop.test/x",
    ]) {
      expect(segmentsOf(`see ${address}`, SHOP)).toEqual([{ text: "see " }, { text: address }]);
    }
    expect(segmentsOf("javascript:alert(1)", SHOP)).toEqual([{ text: "javascript:alert(1)" }]);
    expect(paragraphSegments({ label: "Confirm", url: "javascript:alert(1)" }, SHOP)).toEqual([
      { text: "Confirm: javascript:alert(1)" },
    ]);
    expect(paragraphSegments({ label: "Confirm", url: `${SHOP}/lists/confirm?key=k` }, SHOP)).toEqual([
      { text: "Confirm", href: `${SHOP}/lists/confirm?key=k` },
    ]);
  });

  it("finds a credit code wherever it stands, and the email's own code only whole", () => {
    const code = formatCode(codeFromBytes(new Uint8Array(20).map((_, i) => i * 7)));
    expect(segmentsOf(`Your code: ${code}\nKeep it.`, SHOP)).toEqual([
      { text: "Your code: " },
      { code },
      { text: "\nKeep it." },
    ]);
    expect(segmentsOf("Your sign-in code is 042917. Type it.", SHOP, ["042917"])).toEqual([
      { text: "Your sign-in code is " },
      { code: "042917" },
      { text: ". Type it." },
    ]);
    // A postcode or a longer number is not the code, nor is a six-digit number no email named.
    expect(segmentsOf("Port Harcourt 5004291 and 500001", SHOP, ["004291"])).toEqual([
      { text: "Port Harcourt 5004291 and 500001" },
    ]);
  });
});

describe("an email as its template lays it out", () => {
  it("writes the shopper's sign-in code email with the code as its subject, then its words and link", () => {
    const email = writtenEmail("customer", {
      to_email: "her@example.com",
      to_name: "",
      subject: "042917 is your Hazel sign-in code",
      status: "042917 is your sign-in code",
      reference: "042917",
      order_summary: "Your sign-in code is 042917.",
      total: "",
      order_url: `${SHOP}/account/continue?token=t`,
      note: "The code works for 10 minutes, once.",
    });
    expect(email).toEqual({
      to: "her@example.com",
      subject: "042917 is your Hazel sign-in code",
      paragraphs: [
        "Your sign-in code is 042917.",
        "The code works for 10 minutes, once.",
        { label: `${SHOP}/account/continue?token=t`, url: `${SHOP}/account/continue?token=t` },
      ],
    });
  });

  it("gives an email without a subject of its own one from its status and order, and the owner's emails to her", () => {
    expect(writtenEmail("customer", { to_email: "a@example.com", status: "shipped", reference: "HZL-X" }).subject).toBe(
      "Hazel: shipped (HZL-X)",
    );
    const owner = writtenEmail("order", { reference: "HZL-X", status: "paid", customer_name: "Ada Obi", total: "₦1" });
    expect(owner.to).toBeNull();
    expect(owner.subject).toBe("Hazel order HZL-X: paid");
    expect(owner.paragraphs).toEqual(["Ada Obi", "Total: ₦1"]);
    expect(writtenEmail("messages", { subject: "Hazel message #3", from_name: "Ada", from_email: "a@x.ng" })).toEqual({
      to: null,
      subject: "Hazel message #3",
      paragraphs: ["From: Ada, a@x.ng"],
    });
  });
});
