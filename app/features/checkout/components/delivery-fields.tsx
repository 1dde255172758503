import { production } from "~/config/delivery";
import { workingDays } from "./days-text";
import { formatDay } from "~/lib/lagos-clock";
import { TextField } from "~/components/ui/field";
import { Charged } from "~/features/dollars";
import { EXPRESS_LABEL, readyText, type DutiesHtml } from "~/features/delivery";
import { DeliveryOptionsButton } from "./delivery-options-button";
import { CHOICE_CLASS, CHOICE_INPUT_CLASS } from "./choice-class";
import type { DeliveryState } from "./use-delivery-choice";
import { lazy, Suspense, type RefObject } from "react";
import { carriedByCourier } from "~/features/couriers";
import ServerCourierOffers from "./courier-offers";
import ServerAreaField from "./area-field";

// Loaded when her place needs them, never with the page; the server renders them in place.
const CourierOffers = import.meta.env.SSR ? ServerCourierOffers : lazy(() => import("./courier-offers"));
const AreaField = import.meta.env.SSR ? ServerAreaField : lazy(() => import("./area-field"));

export const DELIVERY_TEXT = {
  unpriced: "Delivery to your address is priced once you choose your country and state.",
  neededByHint: "For an event or a trip: we tell you at once if we cannot promise it.",
} as const;

interface DeliveryFieldsProps {
  delivery: DeliveryState;
  /** Abroad, the duties' note and tick for each regime, as the server wrote them (the script is at its budget). */
  duties: DutiesHtml | undefined;
  /** Whether her duties' box is ticked, and why the order needs it (shown beside it). */
  dutiesTick?: { ticked: boolean; error?: string };
  onDutiesTick?: (ticked: boolean) => void;
  disabled: boolean;
  /** The checkout's form, whose address the couriers' offers are asked for. */
  formRef?: RefObject<HTMLFormElement | null>;
}

/** The duties' note with her box as she left it, and marked when the order needs it. */
const dutiesMarkup = (html: string, { ticked, error }: { ticked: boolean; error?: string }) =>
  html.replace(
    'name="dutiesUnderstood"',
    `name="dutiesUnderstood"${ticked ? " checked" : ""}${error ? ' aria-invalid="true" aria-describedby="duties-error"' : ""}`,
  );

/** How the order reaches the shopper, express production, when it will be ready, and the day she needs it by. */
export function DeliveryFields({
  delivery,
  duties,
  dutiesTick = { ticked: false },
  onDutiesTick,
  disabled,
  formRef,
}: DeliveryFieldsProps) {
  const { quote, choice, today, placeKnown, areaNeeded, change } = delivery;
  const pickup = choice.method === "pickup";
  const check = quote.neededBy;
  const past = check && !check.ok && check.reason === "past" ? check.message : undefined;
  const warning = check && !check.ok && check.reason === "too-early" ? check.message : undefined;
  const deliverBy = pickup ? "" : `, with you by ${formatDay(quote.promised.deliverBy)}`;
  return (
    <section id="delivery" aria-labelledby="delivery-heading" className="flex flex-col gap-6 border-t border-line pt-6">
      <h2 id="delivery-heading" className="text-3xl">
        Delivery
      </h2>
      {areaNeeded && (
        <Suspense>
          <AreaField delivery={delivery} disabled={disabled} />
        </Suspense>
      )}
      <fieldset className="flex flex-col gap-3" disabled={disabled}>
        <legend className="label-caps mb-3 text-ink-soft">How your order reaches you</legend>
        {quote.options.map((o) => (
          <label key={o.method} className={CHOICE_CLASS}>
            <input
              type="radio"
              name="delivery"
              value={o.method}
              checked={choice.method === o.method}
              onChange={() => change({ method: o.method })}
              className={CHOICE_INPUT_CLASS}
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium">{o.label}</span>
              <span className="text-sm text-ink-soft">
                {o.method === "pickup" ? "When your order is ready, during opening hours" : workingDays(o.days)}
              </span>
            </span>
            <span className="tabular-nums">
              {o.fee === 0 ? "Free" : <Charged amount={o.fee} currency={delivery.currency} />}
            </span>
          </label>
        ))}
        {!placeKnown && <p className="text-sm text-ink-soft">{DELIVERY_TEXT.unpriced}</p>}
        {quote.abroadRefused && <p className="text-sm text-danger">{quote.abroadRefused}</p>}
      </fieldset>
      {carriedByCourier(choice.method) && (
        <Suspense>
          <CourierOffers delivery={delivery} formRef={formRef} />
        </Suspense>
      )}
      {duties && delivery.countryCode && delivery.countryCode !== "NG" && (
        <div
          onChange={(e) => onDutiesTick?.((e.target as HTMLInputElement).checked)}
          dangerouslySetInnerHTML={{
            __html: dutiesMarkup(duties.html[duties.kinds[delivery.countryCode] ?? "other"], dutiesTick),
          }}
        />
      )}
      {dutiesTick.error && delivery.countryCode !== "NG" && (
        <p id="duties-error" className="-mt-4 text-sm font-medium text-danger">
          {dutiesTick.error}
        </p>
      )}
      {quote.canExpress && (
        <label className={CHOICE_CLASS}>
          <input
            type="checkbox"
            name="express"
            checked={choice.express}
            disabled={disabled}
            onChange={(e) => change({ express: e.target.checked })}
            className={CHOICE_INPUT_CLASS}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="font-medium">{EXPRESS_LABEL}</span>
            <span className="text-sm text-ink-soft">
              Made in {workingDays(production.express)} instead of {workingDays(production.standard)}.
            </span>
          </span>
        </label>
      )}
      <p className="border-l-2 border-gold bg-linen px-4 py-3 text-sm" data-testid="ready-by">
        Your order will be {readyText(quote.promised, pickup)}
        {deliverBy}.
      </p>
      <TextField
        label="Needed by (optional)"
        name="neededBy"
        type="date"
        min={today}
        value={choice.neededBy}
        disabled={disabled}
        hint={DELIVERY_TEXT.neededByHint}
        error={past}
        onChange={(e) => change({ neededBy: e.target.value })}
        className="sm:max-w-xs"
      />
      <p aria-live="polite" className={warning ? "border border-danger/40 p-4 text-sm text-danger" : "sr-only"}>
        {warning}
      </p>
      <DeliveryOptionsButton totals>Update delivery and totals</DeliveryOptionsButton>
    </section>
  );
}
