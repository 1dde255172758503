import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatPrice } from "~/features/currency";
import { ledgerMoney } from "~/features/currency";
import type { FormErrors } from "./abroad-forms";
import type { DollarPriceRow } from "./dollars-form";

interface Props {
  values: { allowed: boolean; rate: string };
  /** The rate approved last, and when; null before she has approved one. */
  approved: { rate: number; on: string } | null;
  /** The prices at the rate shown (her typed one on a preview), or none before there is a rate. */
  prices: readonly DollarPriceRow[];
  /** Shown at a rate she typed, not yet approved. */
  preview: boolean;
  errors: FormErrors;
}

/**
 * Dollars for addresses abroad: allowed or not, the rate she approves, and every product's dollar
 * price at it (her own where the prices file gives one), seen before she approves.
 */
export function DollarsSection({ values, approved, prices, preview, errors }: Props) {
  return (
    <section aria-labelledby="dollars-title" className="flex max-w-2xl flex-col gap-4">
      <h2 id="dollars-title" className="text-xl">
        Dollars for shoppers abroad
      </h2>
      <p className="text-sm text-ink-soft">
        When allowed, an address outside Nigeria pays in US dollars through Paystack (your domiciliary account settles
        them): each piece at its own dollar price from the prices file, else its naira price at your rate, rounded up to
        the whole dollar; delivery and express at the same rate. The amount is fixed on the order when she places it.
        When not allowed, she pays in naira and her bank converts.
      </p>
      <p className="text-sm">
        {approved
          ? `Rate approved: ₦${approved.rate.toLocaleString("en-NG")} to $1, on ${approved.on}.`
          : "No rate approved yet."}
      </p>
      <form method="post" className="flex flex-col gap-4" noValidate>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="allowed" defaultChecked={values.allowed} className="size-4 accent-ink" />
          Let addresses outside Nigeria pay in US dollars
        </label>
        <TextField
          name="rate"
          label="Naira to one US dollar"
          inputMode="numeric"
          defaultValue={values.rate}
          error={errors.rate}
          hint="The rate your prices are converted at; see the prices, then approve"
          className="sm:max-w-xs"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="dollars-preview" variant="outline">
            See the prices at this rate
          </Button>
          <Button type="submit" name="intent" value="dollars">
            Approve and save
          </Button>
        </div>
      </form>
      {prices.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-medium">
            {preview ? "Prices at the rate you typed (not saved yet)" : "Prices shoppers abroad pay"}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-medium">
                Piece
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Naira
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Dollars
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.map((p) => (
              <tr key={p.id} className="border-b border-line">
                <td className="py-2 pr-3">{p.name}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatPrice(p.naira)}</td>
                <td className="py-2 text-right tabular-nums">
                  {ledgerMoney(p.cents, "USD")}
                  <span className="block text-xs text-ink-soft">{p.own ? "your price" : "at the rate"}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
