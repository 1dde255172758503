import { HOME_STATE_AREAS } from "~/config/delivery";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { MEASUREMENT_POINTS } from "~/features/measurements";
import { joinPayWords, quoteMoney, type JoinQuote } from "../join-quote";
import { CustomerFields } from "./customer-fields";

/** The phone field's hint, as the checkout words it. */
const PHONE_HINT = "Include your country code";

const METHODS = [
  { value: "pickup", label: "Pickup at the atelier, Port Harcourt" },
  { value: "port-harcourt", label: "Delivery in Port Harcourt and Obio/Akpor" },
  { value: "rivers", label: "Delivery elsewhere in Rivers State" },
  { value: "nigeria", label: "Delivery elsewhere in Nigeria" },
  { value: "abroad", label: "Delivery abroad" },
] as const;

/**
 * Hides her address while pickup is chosen and her country is Nigeria (the server then takes the
 * atelier's); a guest abroad keeps hers, her country setting her currency.
 */
export const PICKUP_HIDES =
  "[&:has(input[value=pickup]:checked):has(option[value=Nigeria]:checked)_[data-address-fields]]:hidden";

export interface JoinFormView {
  pageKey: string;
  sizes: readonly string[];
  /** The countries the checkout lists, by name. */
  countries: readonly { name: string; code: string }[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  message?: string;
  /** Her share priced for the delivery she chose, after "See my total". */
  quote?: JoinQuote;
  /** Each delivery's price in words, beside its choice ("Free", "₦3,000", "₦6,000 to ₦10,000, by state"). */
  prices?: Readonly<Record<string, string>> | null;
}

const Radio = ({
  name,
  value,
  checked,
  children,
  aside,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: React.ReactNode;
  /** Said at the end of its line: a delivery's price. */
  aside?: string;
}) => (
  <label className="flex min-h-11 cursor-pointer items-center gap-2 border border-line bg-white px-3 py-2 has-checked:border-ink focus-within:outline-2 focus-within:outline-hazel">
    <input type="radio" name={name} value={value} defaultChecked={checked} className="accent-ink" />
    {/* On a phone a long price goes under its choice, never squeezing its name. */}
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
      <span>{children}</span>
      {aside && <span className="tabular-nums">{aside}</span>}
    </span>
  </label>
);

const ErrorLine = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p id={id} className="text-sm text-danger">
      {error}
    </p>
  ) : null;

/**
 * A guest's form to join: her details, her size or measurements, her delivery. Posted without a
 * script; once "See my total" has priced her delivery, one button joins and names what she pays
 * now, her share is then placed and she pays that on Paystack's page.
 */
/** Her address, asked for a delivery only (hidden by CSS for a pickup). */
const ADDRESS_FIELDS = [
  ["state", "State or region", "address-level1"],
  ["city", "Town / city", "address-level2"],
  ["address", "Address", "street-address"],
  ["postcode", "Postcode (abroad)", "postal-code"],
] as const;

export function JoinForm({ pageKey, sizes, countries, values, errors, message, quote, prices }: JoinFormView) {
  const v = (f: string) => values[f] ?? "";
  const fit = v("fit") || "size";
  const delivery = v("delivery") || "pickup";
  return (
    <form method="post" action={`/aso-ebi/${pageKey}`} className="flex flex-col gap-6" noValidate>
      {message && (
        <p role="alert" className="border border-danger px-4 py-3 text-danger">
          {message}
        </p>
      )}
      <CustomerFields legend="You" values={values} errors={errors} hints={{ phone: PHONE_HINT }} />
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.fit ? "fit-error" : undefined}>
        <legend className="label-caps mb-2 text-ink-soft">Your fit</legend>
        <Radio name="fit" value="size" checked={fit === "size"}>
          My size
        </Radio>
        <SelectField name="size" label="Size" defaultValue={v("size")} error={errors.size}>
          <option value="">Choose your size</option>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <Radio name="fit" value="measurements" checked={fit === "measurements"}>
          My measurements instead
        </Radio>
        <ErrorLine id="fit-error" error={errors.fit} />
        <SelectField name="m-unit" label="Measured in" defaultValue={v("m-unit") || "cm"} error={errors.unit}>
          <option value="cm">Centimetres</option>
          <option value="in">Inches</option>
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          {MEASUREMENT_POINTS.map((p) => (
            <TextField
              key={p.point}
              name={`m-${p.point}`}
              inputMode="decimal"
              label={p.required ? p.label : `${p.label} (optional)`}
              defaultValue={v(`m-${p.point}`)}
              error={errors[p.point]}
            />
          ))}
        </div>
      </fieldset>
      {/* Pickup in Nigeria asks for no address: the fields hide by CSS alone, with or without a script. */}
      <fieldset className={`flex flex-col gap-4 ${PICKUP_HIDES}`}>
        <legend className="label-caps mb-2 text-ink-soft">Delivery</legend>
        <div className="flex flex-col gap-3" role="radiogroup" aria-label="How your piece reaches you">
          {METHODS.map((m) => (
            <Radio
              key={m.value}
              name="delivery"
              value={m.value}
              checked={delivery === m.value}
              aside={prices?.[m.value]}
            >
              {m.label}
            </Radio>
          ))}
        </div>
        <ErrorLine id="delivery-error" error={errors.delivery} />
        <SelectField
          name="country"
          label="Country"
          autoComplete="country-name"
          defaultValue={v("country") || "Nigeria"}
          error={errors.country}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-4" data-address-fields="">
          <p className="text-sm text-ink-soft">Your address, for a delivery.</p>
          {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              name={name}
              label={label}
              autoComplete={autoComplete}
              defaultValue={v(name)}
              error={errors[name]}
            />
          ))}
        </div>
        <SelectField name="area" label="Your area in Rivers State (for a delivery there)" defaultValue={v("area")}>
          <option value="">Not in Rivers State</option>
          {HOME_STATE_AREAS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-ink-soft">
          Delivery is priced as at the checkout: &ldquo;See my total&rdquo; prices it for your address.
        </p>
        <button
          type="submit"
          name="intent"
          value="total"
          formNoValidate
          className={buttonClass("outline", "self-start")}
        >
          See my total
        </button>
      </fieldset>
      {quote ? (
        <>
          <ShareTotal quote={quote} />
          {/* The total her button names: a different one at joining is not charged (placeOrder's shownTotal). */}
          <input type="hidden" name="shownTotal" value={quote.total} />
          <button type="submit" name="intent" value="join" className={buttonClass()}>
            {joinPayWords(quote)}
          </button>
        </>
      ) : (
        <p className="text-sm text-ink-soft">See your total first: then one tap joins and pays what it names.</p>
      )}
    </form>
  );
}

/** Her share's figures, read out when they come back. */
function ShareTotal({ quote }: { quote: JoinQuote }) {
  const row = "flex justify-between gap-4";
  return (
    <section
      role="status"
      aria-label="Your total"
      className="flex flex-col gap-1 border border-line bg-white px-4 py-3"
    >
      <p className={row}>
        <span>Your piece</span>
        <span>{quoteMoney(quote, quote.piece)}</span>
      </p>
      <p className={row}>
        <span>{quote.deliveryLabel}</span>
        <span>{quote.deliveryFee === 0 ? "Free" : quoteMoney(quote, quote.deliveryFee)}</span>
      </p>
      <p className={`${row} font-medium`}>
        <span>Total</span>
        <span>{quoteMoney(quote, quote.total)}</span>
      </p>
      {quote.dueNow < quote.total && (
        <p className="text-sm text-ink-soft">
          You pay {quoteMoney(quote, quote.dueNow)} now (75% deposit), the rest before your piece is ready.
        </p>
      )}
    </section>
  );
}
