import { nairaUnits } from "~/features/currency";
import { mayMessage } from "../notices/store.server";
import { expect, it } from "vitest";
import { ABROAD_MESSAGES, CUSTOMER_MESSAGES } from "~/features/checkout/customer-schema";
import { emptyGiftForm } from "~/features/checkout/gift";
import { GIFT_MESSAGES } from "~/features/checkout/gift-check";
import { findOrder } from "../orders/store/index.server";
import { placeFromForm, quoteFromForm } from "./checkout-form.server";
import { portHarcourt } from "~/config/delivery";
import { QUOTE_INTENT, TOTALS_UPDATED, totalChangedText } from "~/features/checkout/checkout-quote";
import { DUTIES_UNTICKED } from "~/features/delivery";
import { money } from "~/features/currency";
import type { DiscountInput } from "~/features/discounts";
import { insertDiscount } from "../discounts/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";

const ada = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Obi",
  phone: "+234 803 123 4567",
  address: "12 Aba Road",
  country: "Nigeria",
  state: "rivers",
  comments: "",
};

const tenPercent: DiscountInput = {
  code: "TEN",
  kind: "percent",
  value: 10,
  minimumOrder: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerEmail: null,
  collectionsMode: "all",
  collections: [],
  includeSale: true,
  active: true,
};

const posted = (fields: Record<string, string>, cookie = "hazel_cart=42.M.1") =>
  new Request("http://shop.test/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });

describeOnBothDatabases("the checkout form posted without a script, on %s", (suite) => {
  const services = suite.services();
  let address = 0;
  const place = (request: Request) => placeFromForm(services, request, `198.51.100.${++address}`);
  const stored = async () => (await services.db.query<{ n: number }>("select count(*)::int as n from orders"))[0]?.n;

  it("places the cart cookie's lines as the API does, empties the cart and keeps the order open in the browser", async () => {
    const result = await place(posted({ ...ada, delivery: "pickup", itemsTotal: "15000" }));
    if (!result.ok) throw new Error(result.refused.message);
    const order = await findOrder(services.db, result.reference);
    expect(order).toMatchObject({ status: "pending", customer: { state: "Rivers" } });
    expect(order?.items.map((i) => [i.productId, i.size, i.quantity])).toEqual([[42, "M", 1]]);
    expect(result.setCookies[0]).toMatch(/^hazel_cart=; Path=\/; Max-Age=0/);
    expect(result.setCookies[1]).toMatch(/^hazel_order=/);
  });

  it("refuses invalid fields with each field's message and the delivery she chose, storing nothing", async () => {
    const before = await stored();
    const chosen = { delivery: "rivers", area: "Obio/Akpor", express: "on", neededBy: "2026-12-24" };
    const result = await place(posted({ ...ada, email: "ada", state: "Atlantis", ...chosen }));
    expect(result).toEqual({
      ok: false,
      status: 400,
      refused: {
        form: { ...ada, email: "ada", state: "Atlantis", city: "", postcode: "" },
        gift: emptyGiftForm,
        errors: { email: CUSTOMER_MESSAGES.email, state: CUSTOMER_MESSAGES.state },
        message: "Please correct the highlighted fields.",
        delivery: { method: "rivers", area: "Obio/Akpor", express: true, neededBy: "2026-12-24" },
        duties: { ticked: false },
      },
    });
    expect(await stored()).toBe(before);
  });

  it("a refused form keeps her tick for WhatsApp or SMS updates; placed, her consent is kept with its words", async () => {
    const refused = await place(posted({ ...ada, email: "ada", messageUpdates: "on" }));
    expect(refused).toMatchObject({ ok: false, refused: { messageUpdates: true } });
    const unticked = await place(posted({ ...ada, email: "ada" }));
    expect(unticked.ok || unticked.refused.messageUpdates).toBeFalsy();
    const placed = await place(posted({ ...ada, phone: "0803 777 0101", delivery: "pickup", messageUpdates: "on" }));
    if (!placed.ok) throw new Error(placed.refused.message);
    expect(await mayMessage(services.db, "2348037770101")).toBe(true);
  });

  it("places a gift for someone else: her name, phone and card kept with the order, the shopper's email unchanged", async () => {
    const gift = { giftName: " Mama Ngozi ", giftPhone: "+234 805 000 1111", giftMessage: "Happy 60th,\nMama" };
    const result = await place(posted({ ...ada, isGift: "yes", ...gift, delivery: "pickup", itemsTotal: "15000" }));
    if (!result.ok) throw new Error(result.refused.message);
    const order = await findOrder(services.db, result.reference);
    expect(order?.gift).toEqual({
      recipientName: "Mama Ngozi",
      recipientPhone: "+234 805 000 1111",
      message: "Happy 60th,\nMama",
    });
    expect(order?.customer.email).toBe("ada@example.com");
    // Answered no, the recipient's fields the page posts anyway are not the order's.
    const plain = await place(posted({ ...ada, isGift: "no", ...gift, giftPhone: "soon", itemsTotal: "15000" }));
    if (!plain.ok) throw new Error(plain.refused.message);
    expect((await findOrder(services.db, plain.reference))?.gift).toBeUndefined();
  });

  it("refuses a gift without the recipient's phone, with the fields as she typed them, storing nothing", async () => {
    const before = await stored();
    const typed = { giftName: "Mama Ngozi", giftPhone: "", giftMessage: "Happy 60th" };
    const result = await place(posted({ ...ada, isGift: "yes", ...typed, itemsTotal: "15000" }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      refused: {
        gift: { ...typed, isGift: true },
        errors: { giftPhone: GIFT_MESSAGES.giftPhone },
        message: "Please correct the highlighted fields.",
      },
    });
    expect(await stored()).toBe(before);
  });

  it("keeps an address abroad whole, town and postcode with it; without them it is refused by field", async () => {
    const london = { ...ada, country: "United Kingdom", state: "england", address: "1 Example Street" };
    const before = await stored();
    const refused = await place(posted({ ...london, delivery: "abroad", itemsTotal: "15000" }));
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      refused: { errors: { city: ABROAD_MESSAGES.city, postcode: ABROAD_MESSAGES.postcode } },
    });
    expect(await stored()).toBe(before);
    const whole = { ...london, city: "London", postcode: "SW1A 1AA", delivery: "abroad", itemsTotal: "15000" };
    // Her box unticked: its words beside it, never the field's code name.
    const unticked = await place(posted(whole));
    expect(unticked).toMatchObject({
      ok: false,
      status: 400,
      refused: {
        message: "Please correct the highlighted fields.",
        duties: { ticked: false, error: DUTIES_UNTICKED },
      },
    });
    expect(JSON.stringify(unticked)).not.toContain("dutiesUnderstood");
    // A postcode not of the UK's shape: in words beside the postcode.
    const badPostcode = await place(posted({ ...whole, postcode: "12345", dutiesUnderstood: "yes" }));
    expect(badPostcode).toMatchObject({
      ok: false,
      refused: { errors: { postcode: "Please enter a valid UK postcode, like SW1A 1AA." }, duties: { ticked: true } },
    });
    expect(JSON.stringify(badPostcode)).not.toContain("customer.");
    // Update delivery and totals keeps her tick.
    const updated = await place(posted({ ...whole, dutiesUnderstood: "yes", intent: QUOTE_INTENT }));
    expect(updated).toMatchObject({ ok: false, status: 200, refused: { duties: { ticked: true } } });
    expect(await stored()).toBe(before);
    const result = await place(posted({ ...whole, dutiesUnderstood: "yes" }));
    if (!result.ok) throw new Error(result.refused.message);
    const order = await findOrder(services.db, result.reference);
    // The shop's default parcel, 1 kg chargeable: the placeholder ₦54,000 with its 20% surcharge.
    expect(order?.delivery).toMatchObject({ label: "DHL Express, UK and Europe (1 kg)", fee: 6_480_000 });
    expect(order?.customer).toMatchObject({
      address: "1 Example Street",
      city: "London",
      postcode: "SW1A 1AA",
      state: "England",
      country: "United Kingdom",
    });
    expect(order?.delivery.method).toBe("abroad");
  });

  it("refuses what the order's checks refuse, in words, storing nothing", async () => {
    const before = await stored();
    const empty = await place(posted(ada, ""));
    expect(empty).toMatchObject({ ok: false, status: 400, refused: { message: expect.stringMatching(/no items/) } });
    const repriced = await place(posted({ ...ada, itemsTotal: "1" }));
    expect(repriced).toMatchObject({ ok: false, status: 409 });
    const notAForm = await place(new Request("http://shop.test/checkout", { method: "POST", body: "{}" }));
    expect(notAForm).toMatchObject({ ok: false, status: 415 });
    expect(await stored()).toBe(before);
  });

  it("applies a code without a script: the page comes back priced with it, all she typed kept, nothing stored", async () => {
    const before = await stored();
    await insertDiscount(services.db, { ...tenPercent, code: "APPLYTEN" });
    const chosen = { delivery: "port-harcourt", area: "Port Harcourt" };
    const typed = { ...ada, ...chosen, discountCode: "applyten", creditCode: "", intent: "apply" };
    const result = await place(posted(typed));
    expect(result).toMatchObject({
      ok: false,
      status: 200,
      refused: {
        form: { ...ada, state: "Rivers" },
        tone: "info",
        message: TOTALS_UPDATED,
        discountCode: "applyten",
        delivery: { method: "port-harcourt", area: "Port Harcourt" },
        quote: {
          subtotal: nairaUnits(15_000 + portHarcourt.fee),
          discount: { code: "APPLYTEN", amount: 150_000 },
          total: nairaUnits(15_000 + portHarcourt.fee - 1_500),
        },
      },
    });
    const wrong = await place(posted({ ...typed, discountCode: "NOSUCH" }));
    expect(wrong).toMatchObject({
      ok: false,
      status: 200,
      refused: { discountError: expect.stringContaining("not one we know"), quote: { discount: null } },
    });
    // An empty code is not an error.
    const none = await place(posted({ ...typed, discountCode: "" }));
    expect(none.ok || none.refused.discountError).toBeUndefined();
    expect(await stored()).toBe(before);
  });

  it("charges nothing when the total is not the one shown: the page shows the new figures, then places at them", async () => {
    const before = await stored();
    const chosen = { ...ada, delivery: "port-harcourt", area: "Port Harcourt", itemsTotal: "15000" };
    const changed = await place(posted({ ...chosen, shownTotal: "1500000" }));
    // In kobo, as the page sends it.
    const total = nairaUnits(15_000 + portHarcourt.fee);
    expect(changed).toMatchObject({
      ok: false,
      status: 409,
      refused: { message: totalChangedText(money(total, "NGN")), quote: { total } },
    });
    expect(await stored()).toBe(before);
    const placed = await place(posted({ ...chosen, shownTotal: String(total) }));
    if (!placed.ok) throw new Error(placed.refused.message);
    expect((await findOrder(services.db, placed.reference))?.amountMinor).toBe(total);
  });

  it("answers the script's Apply with the figures as JSON", async () => {
    await insertDiscount(services.db, { ...tenPercent, code: "JSONTEN" });
    const request = posted({ ...ada, discountCode: "JSONTEN" });
    expect(await quoteFromForm(services.db, request, "198.51.100.200")).toEqual({
      ok: true,
      quote: expect.objectContaining({ discount: { code: "JSONTEN", amount: 150_000 }, total: 1_350_000 }),
    });
  });
});
