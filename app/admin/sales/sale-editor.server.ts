import { data } from "react-router";
import { formatDay, formatDayAndTime, instantOfLagosTime, lastLagosDayBefore } from "~/lib/lagos-clock";
import type { SaleFormValues } from "~/admin/sales/sale-input";
import type { SaleListRow, SaleProductRow } from "~/admin/sales/sale-parts";
import {
  discountSummary,
  groupSales,
  overlapWarning,
  RECENTLY_ENDED_DAYS,
  saleStatus,
  scopeSummary,
} from "~/admin/sales/sale-summary";
import { newSaleValues, presetValues, saleValues } from "~/admin/sales/sale-values";
import { blackFridayPreset, decemberPreset, overlappingSales, type Sale } from "~/features/sales";
import type { Db } from "~/server/db/db.server";
import { readProducts } from "~/server/catalogue/store/index.server";
import { readSale, readSales, type StoredSale } from "~/server/sales/store.server";
import { announcementOf } from "~/server/lists/store.server";
import { collectionChoices } from "../products/product-list.server";

/** The sale id in an address: a whole number, or nothing. */
export function saleIdParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && /^\d{1,9}$/.test(value) && id > 0 ? id : undefined;
}

/** A stored sale, or the 404 page. */
export async function saleOr404(db: Db, id: number | undefined): Promise<StoredSale> {
  const sale = id === undefined ? undefined : await readSale(db, id);
  if (!sale) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return sale;
}

/** Every product a sale may cover, published or not, combo parts too: the form's rows and the rules' facts. */
export async function saleProducts(db: Db): Promise<SaleProductRow[]> {
  const records = await readProducts(db);
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    collection: r.collection,
    price: r.price,
    originalPrice: r.originalPrice,
    comboPart: r.comboPart,
    published: r.published,
  }));
}

const collectionName = (() => {
  const names = new Map<string, string>(collectionChoices().map((c) => [c.slug, c.name]));
  return (slug: string) => names.get(slug) ?? slug;
})();

/** What the form shows besides its values: the products and the collections. */
async function formChoices(db: Db) {
  return { products: await saleProducts(db), collections: collectionChoices() };
}

/** The last day of a preset ending at a midnight: the day before its end. */
const lastDay = (endsAt: string) => lastLagosDayBefore(instantOfLagosTime(endsAt)!);

/** The presets as the list offers them: their name, address and dates. */
function presetLinks(products: readonly SaleProductRow[], now: Date) {
  return [
    { key: "black-friday", preset: blackFridayPreset(products, now) },
    { key: "december", preset: decemberPreset(products, now) },
  ].map(({ key, preset }) => ({
    name: preset.name,
    href: `/admin/sales/new?preset=${key}`,
    dates: `${formatDay(preset.startsAt.slice(0, 10))} to ${formatDay(lastDay(preset.endsAt))}`,
  }));
}

const rowOf = (sale: Sale, now: Date, all: readonly Sale[]): SaleListRow => ({
  id: sale.id,
  name: sale.name,
  status: saleStatus(sale, now),
  starts: formatDayAndTime(sale.startsAt),
  ends: formatDayAndTime(sale.endsAt),
  scope: scopeSummary(sale.scope, collectionName),
  discount: discountSummary(sale.discount),
  overlaps: overlappingSales(sale, all).map((o) => o.name),
});

/** The sales list: in force now, upcoming, recently ended; and the presets. */
export async function salesListView(db: Db, now: Date) {
  const [sales, products] = await Promise.all([
    readSales(db, new Date(now.getTime() - RECENTLY_ENDED_DAYS * 86_400_000)),
    saleProducts(db),
  ]);
  const groups = groupSales(sales, now);
  return {
    on: groups.on.map((s) => rowOf(s, now, sales)),
    upcoming: groups.upcoming.map((s) => rowOf(s, now, sales)),
    ended: groups.ended.map((s) => rowOf(s, now, sales)),
    presets: presetLinks(products, now),
  };
}

/** The page of a new sale: empty, or filled by a preset ("black-friday", "december") from the catalogue's data. */
export async function newSaleView(db: Db, preset: string | null, now: Date) {
  const choices = await formChoices(db);
  const make = preset === "black-friday" ? blackFridayPreset : preset === "december" ? decemberPreset : undefined;
  const values: SaleFormValues = make ? presetValues(make(choices.products, now), choices.products) : newSaleValues();
  return { values, preset: make ? values.name : null, ...choices };
}

/** A sale's page: its form filled, the version a save names, the sales it overlaps, its state. */
export async function saleEditorView(db: Db, id: number | undefined, now: Date) {
  const sale = await saleOr404(db, id);
  const [others, choices, announcement] = await Promise.all([
    readSales(db, new Date(sale.startsAt)),
    formChoices(db),
    announcementOf(db, sale.id),
  ]);
  return {
    sale: {
      id: sale.id,
      name: sale.name,
      status: saleStatus(sale, now),
      updatedBy: sale.updatedBy,
      updatedAt: sale.updatedAt.toISOString(),
    },
    version: sale.version,
    values: { ...saleValues(sale), announce: announcement ? "yes" : "" },
    announcedAt: announcement?.queuedAt?.toISOString() ?? null,
    overlap: overlapWarning(sale, others),
    ...choices,
  };
}

/** A stored sale in a few words, for a refused save: who saved it, when, and what it says now. */
export function savedSaleSummary(sale: StoredSale) {
  return {
    by: sale.updatedBy,
    at: sale.updatedAt.toISOString(),
    lines: [
      `Name: ${sale.name}`,
      `From ${formatDayAndTime(sale.startsAt)} to ${formatDayAndTime(sale.endsAt)} (Lagos time)`,
      `${scopeSummary(sale.scope, collectionName)} · ${discountSummary(sale.discount)}`,
    ],
  };
}
