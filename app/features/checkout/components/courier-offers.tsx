// The couriers' live offers for her address: asked of the shop once her address is typed, chosen
// as a plain radio of the form (posted without a script too). Loaded only with a courier's delivery.
import { useEffect, useRef, useState, type RefObject } from "react";
import type { CourierOffer } from "~/features/couriers";
import { DisplayPrice } from "~/features/currency";
import { CHOICE_CLASS, CHOICE_INPUT_CLASS } from "./choice-class";
import { workingDays } from "./days-text";
import type { DeliveryState } from "./use-delivery-choice";

const COURIER_OFFERS_TEXT = {
  legend: "Courier for your address",
  asking: "Asking the couriers for your address…",
  cheapest: "Cheapest",
  fastest: "Fastest",
} as const;

/** An answer of /api/checkout/rates, its offers checked one by one (a wrong one is left out). */
function offersOf(body: unknown): CourierOffer[] {
  const offers = (body as { offers?: unknown })?.offers;
  if (!Array.isArray(offers)) return [];
  return offers.filter(
    (o): o is CourierOffer =>
      typeof o?.id === "string" &&
      typeof o.courier === "string" &&
      Number.isSafeInteger(o.fee) &&
      Number.isSafeInteger(o.days?.min) &&
      Number.isSafeInteger(o.days?.max) &&
      Array.isArray(o.kinds),
  );
}

/** Her address as the form holds it: its change asks again; undefined until its street, state and country are in. */
function placeOf(form: HTMLFormElement): string | undefined {
  const fields = new FormData(form);
  const [address, city, state, country] = ["address", "city", "state", "country"].map((name) =>
    String(fields.get(name) ?? "").trim(),
  );
  return address && state && country ? [address, city, state, country].join("|") : undefined;
}

interface CourierOffersProps {
  delivery: DeliveryState;
  /** The checkout's form: its fields are posted, its changes (a field left) ask again. */
  formRef?: RefObject<HTMLFormElement | null>;
}

export default function CourierOffers({ delivery, formRef }: CourierOffersProps) {
  const { courier, setCourier } = delivery;
  const [asking, setAsking] = useState(false);
  const askedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    const form = formRef?.current;
    if (!form) return;
    let stop: AbortController | undefined;
    const ask = () => {
      const place = placeOf(form);
      if (!place || place === askedFor.current) return;
      askedFor.current = place;
      stop?.abort();
      const mine = (stop = new AbortController());
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
      setAsking(true);
      fetch("/api/checkout/rates", { method: "POST", body: fields, signal: mine.signal })
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null)
        .then((body) => {
          if (mine.signal.aborted) return;
          const offers = offersOf(body);
          setCourier({ offers, chosen: offers[0]?.id ?? "" });
          setAsking(false);
        });
    };
    // Offers the server showed with a refused form are for the address it shows.
    if (courier.offers.length > 0) askedFor.current = placeOf(form);
    else ask();
    form.addEventListener("change", ask);
    return () => {
      form.removeEventListener("change", ask);
      stop?.abort();
    };
    // Set up once per form: the form's own changes ask again, and setCourier never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formRef]);
  if (courier.offers.length === 0)
    return (
      <p aria-live="polite" className="text-sm text-ink-soft">
        {asking ? COURIER_OFFERS_TEXT.asking : ""}
      </p>
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="label-caps mb-3 text-ink-soft">{COURIER_OFFERS_TEXT.legend}</legend>
      {courier.offers.map((o) => (
        <label key={o.id} className={CHOICE_CLASS}>
          <input
            type="radio"
            name="courierOffer"
            value={o.id}
            checked={courier.chosen === o.id}
            onChange={() => setCourier({ ...courier, chosen: o.id })}
            className={CHOICE_INPUT_CLASS}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="font-medium">{o.courier}</span>
            <span className="text-sm text-ink-soft">
              {o.kinds.map((k) => COURIER_OFFERS_TEXT[k]).join(" and ")} · {workingDays(o.days)}
            </span>
          </span>
          <span className="tabular-nums">
            <DisplayPrice naira={o.fee} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
