import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { signInBudgetEmail } from "./sign-in-alert";

describe("the owner's email when the budget of failed sign-ins is spent", () => {
  it("says how many, until when (WAT), where she still gets in, and what to do", () => {
    const email = signInBudgetEmail({
      failures: 100,
      windowMinutes: 60,
      endsAt: new Date("2026-11-25T13:05:00Z"),
      siteUrl: "https://hazel.example",
    });
    expect(email).toMatchObject({ from_name: "Hazel admin", from_email: site.contact.email, from_phone: "" });
    expect(email.message).toContain("100 wrong passwords within 60 minutes");
    expect(email.message).toContain("Until 25 Nov 2026, 14:05 (WAT)");
    expect(email.message).toContain("https://hazel.example/admin/sign-in");
    expect(email.message).toContain("change ADMIN_PASSWORD");
  });
});
