import { expect, it } from "vitest";
import { DELETED_NAME } from "~/features/account";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import type { Customer } from "~/features/orders";
import { cartVariants } from "../http/cart-variants.server";
import { newReference } from "../orders/new-order.server";
import { eraseOrdersOfEmail, insertOrder } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { addressesHtml, filledWith, herAddresses } from "./her-addresses.server";

const priced = priceOrder([createLine()], findProductFacts);

describeOnBothDatabases("her addresses at the checkout on %s", (suite) => {
  const t = suite.database();
  const place = async (fields: Parameters<typeof createCustomerForm>[0]) => {
    const parsed = validateCustomer(createCustomerForm(fields));
    const customer = (parsed.ok ? parsed.customer : undefined) as Customer;
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: false,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    return order.reference;
  };

  it("offers her distinct past addresses, newest first, and fills the one she chose", async () => {
    const email = "addresses@example.com";
    await place({ email, address: "12 Aba Road, Port Harcourt" });
    await place({ email, address: "12 ABA ROAD, Port Harcourt" });
    const newest = await place({ email: "Addresses@Example.com", address: '4 <b>Ikwerre</b> Road & "Co"' });
    await place({ email: "someone-else@example.com", address: "9 Other Street" });

    const addresses = await herAddresses(t.db, email);
    expect(addresses.map((a) => a.customer.address)).toEqual([
      '4 <b>Ikwerre</b> Road & "Co"',
      "12 ABA ROAD, Port Harcourt",
    ]);
    const html = addressesHtml(addresses)!;
    expect(html).not.toContain("<b>");
    expect(html).toContain("4 &#60;b&#62;Ikwerre&#60;/b&#62; Road &#38; &#34;Co&#34;");
    expect(html).toContain('href="/checkout?address=2"');

    const filled = filledWith(addresses, new URL("https://shop.test/checkout?address=1"));
    expect(filled).toMatchObject({
      form: { email: "Addresses@Example.com", firstName: "Ada", address: '4 <b>Ikwerre</b> Road & "Co"', comments: "" },
      errors: {},
      tone: "info",
    });
    expect(filled!.message).toContain(newest);
    for (const bad of ["0", "3", "__proto__", "1e0", "-1", ""])
      expect(filledWith(addresses, new URL(`https://shop.test/checkout?address=${bad}`))).toBeUndefined();
    expect(await herAddresses(t.db, "nobody@example.com")).toEqual([]);
    expect(addressesHtml([])).toBeUndefined();
  });

  it("offers no address whose data she deleted", async () => {
    const email = "deleted-addresses@example.com";
    await place({ email });
    expect(await herAddresses(t.db, email)).toHaveLength(1);
    await eraseOrdersOfEmail(t.db, email, DELETED_NAME);
    expect(await herAddresses(t.db, email)).toEqual([]);
  });
});

it("keeps no checkout page for a device signed in to her page", () => {
  expect(cartVariants.variant("hazel_account=abc; hazel_cart=x")).toBeUndefined();
  expect(cartVariants.variant("other=1;hazel_account=abc")).toBeUndefined();
  expect(cartVariants.variant(undefined)).toBe("");
  expect(cartVariants.variant("hazel_accountant=1")).toBe("");
});
