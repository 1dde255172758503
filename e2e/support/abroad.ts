import type { Locator } from "@playwright/test";

/** Ada's billing details with a London address; the region is a list with the page's script, a field without. */
export async function fillLondonBilling(form: Locator, { scripted = true, postcode = "SW1A 1AA" } = {}) {
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill("+44 7700 900123");
  await form.getByLabel("Address").fill("1 Example Street");
  await form.getByLabel("Country").selectOption("United Kingdom");
  const region = form.getByLabel("State / Region");
  if (scripted) await region.selectOption("London");
  else await region.fill("London");
  await form.getByLabel("Town / city").fill("London");
  await form.getByLabel("Postcode, if any").fill(postcode);
}
