import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { codeFromMailbox, device, herEmail } from "./support/her-page";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";
import { phone } from "./support/visitor";

// The demo as the README starts it, with no EmailJS keys: the shop sends no email, and every email
// it writes is read in the owner's Demo mailbox. On two phones: hers, and the owner's.

const test = testOnOwnShop({
  EMAILJS_SERVICE_ID: "",
  EMAILJS_PUBLIC_KEY: "",
  EMAILJS_PRIVATE_KEY: "",
  EMAILJS_TEMPLATE_ID: "",
  EMAILJS_ORDER_TEMPLATE_ID: "",
  EMAILJS_CUSTOMER_TEMPLATE_ID: "",
  EMAILJS_LIST_TEMPLATE_ID: "",
});

test.use({ viewport: phone });

test("she asks for her page's code, the owner reads it in the Demo mailbox, and she signs in with it", async ({
  browser,
  baseURL,
  page,
}) => {
  const email = herEmail();
  const phoneOfHers = await device(browser, baseURL, true);
  const her = await phoneOfHers.newPage();
  await her.goto("/account");
  await her.getByLabel("Email").fill(email);
  await her.getByRole("button", { name: "Email me a code" }).click();
  await expect(her.getByRole("status")).toContainText(`We have sent a 6-digit code to ${email}`);

  // The owner finds the mailbox in her menu, named for the demo.
  await signIn(page, "/admin");
  await page.getByRole("banner").getByText("Menu").click();
  await page.getByRole("banner").getByRole("link", { name: "Demo mailbox" }).click();
  await expect(page).toHaveURL(/\/admin\/emails$/);
  const { code, mail } = await codeFromMailbox(page, email);
  await expect(mail).toContainText("Not sent: the demo sends no email");
  await expect(mail.getByRole("button", { name: `Copy the code ${code}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoViolations(page, "the Demo mailbox at 390 px");

  await her.getByLabel("Code").fill(code);
  await her.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(her.getByText(`Signed in as ${email}.`)).toBeVisible();
  await phoneOfHers.close();
});
