import { expect, it } from "vitest";
import { portHarcourt } from "~/config/delivery";
import { codeFromBytes } from "~/features/credit";
import type { DiscountInput } from "~/features/discounts";
import type { PricedRequest } from "~/features/checkout/price-checkout";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { addEntry, insertCode } from "../credit/store.server";
import { insertDiscount, listDiscounts } from "../discounts/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { quoteCheckout, quoteForShopper, type TypedCodes } from "./quote-checkout.server";

const PISTACHIO = 12; // Genesis, made to order, ₦35,000: express adds 30%
const BB = 42; // ₦15,000, ready to wear
let made = 0;

const discount = (r: Partial<DiscountInput> = {}): DiscountInput => ({
  code: `QUOTE${++made}X`,
  kind: "percent",
  value: 10,
  minimumOrder: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerEmail: null,
  collectionsMode: "all",
  collections: [],
  // BB Ensemble sells at a sale price: the codes here cover it.
  includeSale: true,
  active: true,
  ...r,
});

/** Pistachio Blouse and BB Ensemble in Port Harcourt, picked up unless told. */
const order = (r: Partial<PricedRequest> = {}): PricedRequest => ({
  customer: createCustomerForm(),
  lines: [createLine({ productId: PISTACHIO, size: "S" }), createLine({ productId: BB })],
  delivery: "pickup",
  area: "",
  express: false,
  neededBy: "",
  ...r,
});

const codes = (r: Partial<TypedCodes> = {}): TypedCodes => ({
  discountCode: "",
  creditCode: "",
  email: "ada@example.com",
  now: new Date(),
  ...r,
});

describeOnBothDatabases("the checkout's quote on %s", (suite) => {
  const t = suite.database();

  /** A gift card holding `amount`, its code as she types it (with dashes). */
  async function giftCard(amount: number, expiresAt: Date | null = null) {
    const typed = codeFromBytes(new Uint8Array(20).map(() => Math.floor(Math.random() * 256)));
    const code = await insertCode(t.db, { code: typed, email: "ada@example.com", kind: "gift", expiresAt });
    await addEntry(t.db, { codeId: code.id, amount, kind: "issued", who: "test", why: "test", movementKey: typed });
    return `${typed.slice(0, 5)}-${typed.slice(5)}`.toLowerCase();
  }

  const quote = async (o: PricedRequest, c: TypedCodes) => {
    const quoted = await quoteCheckout(t.db, o, c);
    if (!quoted.ok) throw new Error(quoted.message);
    return quoted.quote;
  };

  it("prices the items, the rider and express together, with no code", async () => {
    const delivered = order({ delivery: "port-harcourt", area: "Port Harcourt", express: true });
    const subtotal = (50_000 + portHarcourt.fee + 10_500) * 100;
    expect(await quote(delivered, codes())).toEqual({
      subtotal,
      discount: null,
      discountError: null,
      credit: null,
      creditError: null,
      orderTotal: subtotal,
      total: subtotal,
    });
  });

  it("takes a valid discount code off, and says why an unknown or ended one does not apply", async () => {
    const tenPercent = discount();
    await insertDiscount(t.db, tenPercent);
    expect(await quote(order(), codes({ discountCode: ` ${tenPercent.code.toLowerCase()} ` }))).toMatchObject({
      discount: { code: tenPercent.code, amount: 500_000 },
      discountError: null,
      orderTotal: 4_500_000,
      total: 4_500_000,
    });
    expect(await quote(order(), codes({ discountCode: "NOSUCHCODE" }))).toMatchObject({
      discount: null,
      discountError: expect.stringContaining("not one we know"),
      total: 5_000_000,
    });
    const ended = discount({ endsAt: new Date(Date.now() - 60_000) });
    await insertDiscount(t.db, ended);
    expect(await quote(order(), codes({ discountCode: ended.code }))).toMatchObject({
      discount: null,
      discountError: expect.stringMatching(/^That discount code ended on/),
      total: 5_000_000,
    });
    // Read only: no use is counted for any of them.
    expect((await listDiscounts(t.db)).find((d) => d.code === tenPercent.code)?.used).toBe(0);
  });

  it("lets a gift card pay part of what is left after the discount, or all of it, and refuses an expired one", async () => {
    const off = discount({ kind: "amount", value: 10_000 });
    await insertDiscount(t.db, off);
    const part = await giftCard(2_000_000);
    expect(await quote(order(), codes({ discountCode: off.code, creditCode: part }))).toMatchObject({
      discount: { amount: 1_000_000 },
      credit: { label: "Gift card", amount: 2_000_000 },
      orderTotal: 4_000_000,
      total: 2_000_000,
    });
    const all = await giftCard(10_000_000);
    expect(await quote(order(), codes({ discountCode: off.code, creditCode: all }))).toMatchObject({
      credit: { amount: 4_000_000 },
      total: 0,
    });
    // Nothing was spent: the card still pays the same.
    expect((await quote(order(), codes({ creditCode: part }))).credit).toEqual({
      label: "Gift card",
      amount: 2_000_000,
    });
    const expired = await giftCard(2_000_000, new Date(Date.now() - 60_000));
    expect(await quote(order(), codes({ creditCode: expired }))).toMatchObject({
      credit: null,
      creditError: expect.stringContaining("has expired"),
      total: 5_000_000,
    });
  });

  it("refuses a delivery her place is not served by, in words", async () => {
    const quoted = await quoteCheckout(t.db, order({ delivery: "abroad", area: "Bonny" }), codes());
    expect(quoted).toEqual({ ok: false, message: expect.stringMatching(/^delivery: abroad does not serve/) });
  });

  it("counts only the codes she guesses wrong against her address's limit", async () => {
    const good = discount();
    await insertDiscount(t.db, good);
    const address = "198.51.100.77";
    for (let i = 0; i < 12; i++) {
      const quoted = await quoteForShopper(t.db, order(), codes({ discountCode: good.code }), address);
      expect(quoted.ok && quoted.quote.discount?.amount).toBe(500_000);
    }
    for (let i = 0; i < 8; i++) await quoteForShopper(t.db, order(), codes({ discountCode: `WRONG${i}` }), address);
    const refused = await quoteForShopper(t.db, order(), codes({ discountCode: good.code }), address);
    expect(refused.ok && refused.quote).toMatchObject({
      discount: null,
      discountError: expect.stringContaining("Too many discount codes"),
    });
  });
});
