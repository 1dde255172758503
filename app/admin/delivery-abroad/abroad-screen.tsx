import { abroadRegions } from "~/config/delivery";
import { SIZES } from "~/config/sizes";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { ABROAD_ZONES, type ParcelSize } from "~/features/delivery";
import { noticeText } from "~/lib/notice-text";
import { ErrorSummary } from "../shared/error-summary";
import type { FormErrors } from "./abroad-forms";
import { DollarsSection } from "./dollars-section";

const DONE: Record<string, string> = {
  rates: "Rates and surcharge saved. The checkout prices parcels abroad with them now.",
  weight: "Weight saved. Parcels with this piece are priced with it now.",
  removed: "Weight removed: the product's every-size weight, or the shop's default, applies again.",
  "dollars-on": "Rate approved. Addresses outside Nigeria pay in US dollars at these prices now.",
  "dollars-off": "Saved. Addresses outside Nigeria pay in naira; their bank converts.",
};

const LABELS: Record<string, string> = {
  ...Object.fromEntries(ABROAD_ZONES.map((z) => [z, abroadRegions[z].label])),
  surcharge: "Surcharge",
  productId: "Product",
  size: "Size",
  grams: "Weight",
  lengthCm: "Length",
  widthCm: "Width",
  heightCm: "Height",
  rate: "Naira to one US dollar",
};

interface Props {
  values: Record<string, string>;
  parcelValues: Record<string, string>;
  errors: FormErrors;
  parcels: readonly (ParcelSize & { productId: number; size: string; name: string })[];
  products: readonly { id: number; name: string }[];
  defaultParcel: ParcelSize;
  dollars: Omit<Parameters<typeof DollarsSection>[0], "errors">;
  done: string | null;
}

const box = (p: ParcelSize) => `${p.grams} g, ${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm`;

/** DHL's rates per zone, the month's surcharge, the products' weights, and dollars abroad. */
export function AbroadScreen({ values, parcelValues, errors, parcels, products, defaultParcel, dollars, done }: Props) {
  return (
    <>
      <h1 className="text-3xl sm:text-4xl">Delivery abroad</h1>
      <p className="max-w-2xl text-sm text-ink-soft">
        The checkout prices a parcel abroad as DHL bills it: the larger of its actual weight and its volumetric weight
        (length × width × height in cm ÷ 5000), rounded up to the next half kilogram, at the rate of the buyer&apos;s
        zone, plus the surcharge, rounded up to ₦100.
      </p>
      {noticeText(DONE, done) && (
        <p role="status" className="border-l-4 border-hazel bg-white px-4 py-3 text-sm">
          {noticeText(DONE, done)}
        </p>
      )}
      <ErrorSummary errors={errors} labelOf={(key) => LABELS[key] ?? key} />
      <form method="post" className="flex max-w-2xl flex-col gap-4" noValidate>
        <h2 className="text-xl">DHL rates and surcharge</h2>
        <input type="hidden" name="intent" value="rates" />
        {ABROAD_ZONES.map((zone) => (
          <TextField
            key={zone}
            name={zone}
            label={abroadRegions[zone].label}
            defaultValue={values[zone]}
            error={errors[zone]}
            hint="Naira for 0.5 kg, 1 kg, 1.5 kg… separated by commas; a heavier parcel has no rate"
          />
        ))}
        <TextField
          name="surcharge"
          label="Surcharge this month (%)"
          inputMode="decimal"
          defaultValue={values.surcharge}
          error={errors.surcharge}
          hint="DHL Nigeria's fuel and currency surcharge, added to every rate"
          className="sm:max-w-xs"
        />
        <Button type="submit" className="self-start">
          Save rates
        </Button>
      </form>
      <form method="post" className="flex max-w-2xl flex-col gap-4" noValidate>
        <h2 className="text-xl">A product&apos;s weight</h2>
        <p className="text-sm text-ink-soft">
          Packed, as it leaves the atelier. A product with no weight is priced as {box(defaultParcel)}.
        </p>
        <input type="hidden" name="intent" value="parcel" />
        <SelectField name="productId" label="Product" defaultValue={parcelValues.productId} error={errors.productId}>
          <option value="">Choose a product</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="size" label="Size" defaultValue={parcelValues.size ?? ""} error={errors.size}>
          <option value="">Every size</option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-4">
          {(
            [
              ["grams", "Weight (g)"],
              ["lengthCm", "Length (cm)"],
              ["widthCm", "Width (cm)"],
              ["heightCm", "Height (cm)"],
            ] as const
          ).map(([name, label]) => (
            <TextField
              key={name}
              name={name}
              label={label}
              inputMode="numeric"
              defaultValue={parcelValues[name]}
              error={errors[name]}
            />
          ))}
        </div>
        <Button type="submit" className="self-start">
          Save weight
        </Button>
      </form>
      <DollarsSection {...dollars} errors={errors} />
      <section aria-labelledby="weights-title" className="flex max-w-2xl flex-col gap-3">
        <h2 id="weights-title" className="text-xl">
          Weights kept
        </h2>
        {parcels.length === 0 ? (
          <p className="text-sm text-ink-soft">None yet: every product is priced with the default.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border-y border-line">
            {parcels.map((p) => (
              <li key={`${p.productId}:${p.size}`} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <span className="flex-1">
                  {p.name}, {p.size || "every size"}: {box(p)}
                </span>
                <form method="post">
                  <input type="hidden" name="intent" value="remove-parcel" />
                  <input type="hidden" name="productId" value={p.productId} />
                  <input type="hidden" name="size" value={p.size} />
                  <Button type="submit" variant="outline">
                    Remove{" "}
                    <span className="sr-only">
                      the weight of {p.name}, {p.size || "every size"}
                    </span>
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
