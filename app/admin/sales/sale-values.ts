import type { Sale, SalePreset } from "~/features/sales";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import type { SaleFormProduct, SaleFormValues } from "./sale-input";

/** Each product's row as the scope's lists set it: added, left out, or as the scope says. */
function productChoices(scope: Sale["scope"]): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const id of scope.productIds) choices[String(id)] = "add";
  for (const id of scope.excludedIds) choices[String(id)] = "out";
  return choices;
}

const scopeValues = (scope: Sale["scope"]) => ({
  scope: scope.wholeShop ? "shop" : "chosen",
  collections: [...scope.collections],
  products: productChoices(scope),
});

/** The form of a new sale: empty, the whole shop, a percentage off. */
export function newSaleValues(): SaleFormValues {
  return {
    name: "",
    badge: "",
    startsAt: "",
    endsAt: "",
    scope: "shop",
    collections: [],
    products: {},
    kind: "percent",
    percent: "",
    prices: {},
  };
}

/** The form of a stored sale, its times in Lagos. */
export function saleValues(sale: Sale): SaleFormValues {
  const { discount } = sale;
  return {
    name: sale.name,
    badge: sale.badge ?? "",
    startsAt: lagosDateTimeOf(new Date(sale.startsAt)),
    endsAt: lagosDateTimeOf(new Date(sale.endsAt)),
    ...scopeValues(sale.scope),
    kind: discount.kind,
    percent: discount.kind === "percent" ? String(discount.percent) : "",
    prices:
      discount.kind === "prices"
        ? Object.fromEntries(Object.entries(discount.prices).map(([id, price]) => [id, String(price)]))
        : {},
  };
}

/**
 * The form filled by a preset. A preset price not below the product's regular price is left
 * empty (BB Ensemble already sells at its Black Friday price), so the product keeps its price.
 */
export function presetValues(preset: SalePreset, products: readonly SaleFormProduct[]): SaleFormValues {
  const regular = new Map(products.map((p) => [p.id, p.price]));
  const prices: Record<string, string> = {};
  if (preset.discount.kind === "prices") {
    for (const [id, price] of Object.entries(preset.discount.prices)) {
      if (price < (regular.get(Number(id)) ?? 0)) prices[id] = String(price);
    }
  }
  return {
    name: preset.name,
    badge: "",
    startsAt: preset.startsAt,
    endsAt: preset.endsAt,
    ...scopeValues(preset.scope),
    kind: preset.discount.kind,
    percent: preset.discount.kind === "percent" ? String(preset.discount.percent) : "",
    prices,
  };
}
