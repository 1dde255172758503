// Autopay at 390 px without a script: the bride pays the first part of her plan by card on
// Paystack's page (its fake), then her order page offers her card by its last 4 digits, unticked;
// she turns it on and off again with the plain form.
import { makePlanQuote } from "./support/pay-plans";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("she turns autopay on from her order page without a script, and off again", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { reference, link } = await makePlanQuote(page, "amaka-autopay@example.com");

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const bride = await noScript.newPage();
  await bride.goto(link);
  await bride.getByRole("button", { name: "Pay ₦360,000, the first part" }).click();
  await bride.getByRole("button", { name: "Pay" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}$`));
  // Her own page: opened by her private link (her quote's key), as her emails link it.
  const key = link.split("/").pop()!;
  await bride.goto(`/order/${reference}?key=${key}`);

  const autopay = bride.getByRole("form", { name: "Autopay" });
  const box = autopay.getByLabel("Pay each part from my card ending 4081 on its day");
  await expect(box).not.toBeChecked();
  await box.check();
  await autopay.getByRole("button", { name: "Save" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}\\?key=`));
  await expect(box).toBeChecked();
  await expect(autopay).toContainText("On: each part is charged on its due day.");
  await box.uncheck();
  await autopay.getByRole("button", { name: "Save" }).click();
  await expect(box).not.toBeChecked();
  await expect(autopay).toContainText("Off: you pay each part yourself.");
  await noScript.close();
});
