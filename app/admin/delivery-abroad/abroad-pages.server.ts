// The owner's delivery-abroad page: DHL's rates per zone by half kilogram, the month's surcharge,
// each product's weight and packed box, and dollars for addresses abroad at the rate she approves.
import { data, redirect } from "react-router";
import { defaultParcel } from "~/config/delivery";
import { currentCatalogue } from "~/features/catalogue";
import { ABROAD_ZONES } from "~/features/delivery";
import type { Db } from "~/server/db/db.server";
import { readAbroadRates, readParcels, removeParcel, saveAbroadRates, saveParcel } from "~/server/abroad/store.server";
import { readAdminForm } from "../shared/admin-form.server";
import { ratesText, readParcelForm, readRatesForm, type FormErrors, type RatesValues } from "./abroad-forms";
import { readDollarSetting, readOwnDollarPrices, saveDollarSetting } from "~/server/dollars/store.server";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import { dollarPriceList, readDollarsForm } from "./dollars-form";

const productName = (id: number) => currentCatalogue().products.find((p) => p.id === id)?.alt;

/** Every product's dollar price at this rate (none without one), her own where she gave it. */
async function dollarPrices(db: Db, nairaPerDollar: number | null) {
  if (nairaPerDollar === null) return [];
  const products = currentCatalogue().products.map((p) => ({
    id: p.id,
    name: p.alt,
    price: p.price,
    listPrice: p.originalPrice,
    sale: p.sale,
  }));
  return dollarPriceList(products, { nairaPerDollar, own: await readOwnDollarPrices(db) });
}

/** The dollars section as saved, or at a rate she typed to see before approving it. */
async function dollarsView(db: Db, typed?: { allowed: boolean; rate: string; nairaPerDollar: number | null }) {
  const setting = await readDollarSetting(db);
  const approved =
    setting.nairaPerDollar !== null && setting.approvedAt
      ? { rate: setting.nairaPerDollar, on: formatDay(lagosDayOf(setting.approvedAt)) }
      : null;
  const values = typed ?? { allowed: setting.allowed, rate: String(setting.nairaPerDollar ?? "") };
  const rate = typed ? typed.nairaPerDollar : setting.nairaPerDollar;
  return { values, approved, prices: await dollarPrices(db, rate), preview: typed !== undefined };
}

/** The table as she last saved it, the weights kept, and the products to choose from. */
export async function abroadView(db: Db, url: URL) {
  const table = await readAbroadRates(db);
  const values = Object.fromEntries(ABROAD_ZONES.map((zone) => [zone, ratesText(table.rates[zone])])) as RatesValues;
  values.surcharge = String(table.surchargePercent);
  const parcels = (await readParcels(db)).map((p) => ({ ...p, name: productName(p.productId) ?? `#${p.productId}` }));
  const products = currentCatalogue().products.map((p) => ({ id: p.id, name: p.alt }));
  const dollars = await dollarsView(db);
  return { values, parcels, products, defaultParcel, dollars, done: url.searchParams.get("done") };
}

type Refused = {
  form: "rates" | "parcel" | "dollars";
  values: Record<string, string>;
  errors: FormErrors;
  dollars?: Awaited<ReturnType<typeof dollarsView>>;
};

/** Saved: the page again, said so; refused: the form as typed with each field's message, nothing saved. */
export async function abroadAction(db: Db, request: Request) {
  const form = await readAdminForm(request);
  if (!form.ok)
    return data<Refused>({ form: "rates", values: {}, errors: { form: form.message } }, { status: form.status });
  const field = (name: string) => form.fields.get(name) ?? "";
  const intent = field("intent");
  if (intent === "rates") {
    const values = Object.fromEntries([...ABROAD_ZONES, "surcharge"].map((k) => [k, field(k)])) as RatesValues;
    const read = readRatesForm(values);
    if (!read.ok) return data<Refused>({ form: "rates", values, errors: read.errors }, { status: 400 });
    await saveAbroadRates(db, read.table);
    return redirect("/admin/delivery-abroad?done=rates", 303);
  }
  if (intent === "dollars" || intent === "dollars-preview") {
    const typed = { allowed: field("allowed"), rate: field("rate") };
    const read = readDollarsForm(typed);
    const allowed = typed.allowed === "on";
    if (!read.ok) {
      const dollars = await dollarsView(db, { allowed, rate: typed.rate, nairaPerDollar: null });
      return data<Refused>({ form: "dollars", values: {}, errors: read.errors, dollars }, { status: 400 });
    }
    if (intent === "dollars-preview") {
      const dollars = await dollarsView(db, { allowed, rate: typed.rate, nairaPerDollar: read.setting.nairaPerDollar });
      return data<Refused>({ form: "dollars", values: {}, errors: {}, dollars });
    }
    await saveDollarSetting(db, read.setting);
    return redirect(`/admin/delivery-abroad?done=${read.setting.allowed ? "dollars-on" : "dollars-off"}`, 303);
  }
  if (intent === "remove-parcel") {
    await removeParcel(db, Number(field("productId")), field("size"));
    return redirect("/admin/delivery-abroad?done=removed", 303);
  }
  const values = {
    productId: field("productId"),
    size: field("size"),
    grams: field("grams"),
    lengthCm: field("lengthCm"),
    widthCm: field("widthCm"),
    heightCm: field("heightCm"),
  };
  const read = readParcelForm(values, (id) => productName(id) !== undefined);
  if (!read.ok) return data<Refused>({ form: "parcel", values, errors: read.errors }, { status: 400 });
  await saveParcel(db, read.parcel);
  return redirect("/admin/delivery-abroad?done=weight", 303);
}
