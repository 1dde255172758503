import { expect, test } from "@playwright/test";
import { OWNER_PASSWORD } from "./support/owner";

test("the owner's page asks for the password", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toContain("Basic");
  const wrong = await request.get("/admin", { headers: { authorization: `Basic ${btoa("owner:guess")}` } });
  expect(wrong.status()).toBe(401);
});

test.describe("signed in", () => {
  test.use({ httpCredentials: { username: "owner", password: OWNER_PASSWORD } });

  test("lists the messages visitors sent, newest first", async ({ page, request }) => {
    const email = `owner-view-${Date.now()}@example.com`;
    const sent = await request.post("/api/messages", {
      headers: { "x-forwarded-for": "203.0.113.77" },
      data: { kind: "contact", from_name: "Ngozi", from_email: email, message: "Do you make bridal robes?" },
    });
    expect(sent.ok()).toBe(true);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Orders and messages" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Do you make bridal robes?");
    await expect(row).toContainText("contact");
  });
});
