// The owner's quote form, read and checked field by field (pure): each refusal is a sentence
// beside its field, and nothing is stored until every field passes.
import { SIZES, type Size } from "~/config/sizes";
import { customerSchema } from "~/features/checkout/customer-schema";
import { DELIVERY_METHODS, isHomeStateArea, isIsoDate, type DeliveryMethod } from "~/features/delivery";
import type { Customer } from "~/features/orders";
import { MEASUREMENT_POINTS, measurementFieldName, measurementLines, parseMeasurements } from "~/features/measurements";
import type { PayPlan } from "~/features/payments";
import { readPlanTerms } from "~/features/pay-plans";
import { parseNaira } from "~/features/currency";
import { lagosDayOf } from "~/lib/lagos-clock";
import {
  DEFAULT_VALID_DAYS,
  MAX_VALID_DAYS,
  type QuoteCatalogueLine,
  type QuoteCustomLine,
  type QuoteInput,
} from "~/features/quotes";
import { QUOTE_ROWS } from "./quote-rows";

/** Rows of each kind the form offers (empty rows are passed over). */
const CATALOGUE_ROWS = QUOTE_ROWS;
const CUSTOM_ROWS = QUOTE_ROWS;
/** Most whole naira one made-to-measure line may cost. */
const MAX_CUSTOM_PRICE = 50_000_000;
const MAX_DESCRIPTION = 200;
const MAX_NOTES = 1000;

/** What the form posts, read by name. */
export type QuoteFields = { get(name: string): string | null };

export type QuoteErrors = Record<string, string>;

/** Where a quote picked up at the atelier is, when the owner types no address. */
const PICKUP_PLACE = { address: "Pickup at the atelier", country: "Nigeria", state: "Rivers" } as const;

const text = (f: QuoteFields, name: string) => (f.get(name) ?? "").trim();

function readCustomer(f: QuoteFields, delivery: DeliveryMethod, errors: QuoteErrors): Customer | undefined {
  const pickup = delivery === "pickup";
  const typed = {
    email: text(f, "email"),
    firstName: text(f, "firstName"),
    lastName: text(f, "lastName"),
    phone: text(f, "phone"),
    address: text(f, "address") || (pickup ? PICKUP_PLACE.address : ""),
    city: text(f, "city"),
    postcode: text(f, "postcode"),
    country: text(f, "country") || (pickup ? PICKUP_PLACE.country : ""),
    state: text(f, "state") || (pickup ? PICKUP_PLACE.state : ""),
    comments: "",
  };
  const parsed = customerSchema.safeParse(typed);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return undefined;
}

function readCatalogueLines(f: QuoteFields, errors: QuoteErrors): QuoteCatalogueLine[] {
  const lines: QuoteCatalogueLine[] = [];
  for (let row = 1; row <= CATALOGUE_ROWS; row++) {
    const product = text(f, `item-${row}-product`);
    if (product === "") continue;
    const size = text(f, `item-${row}-size`);
    const quantity = text(f, `item-${row}-quantity`) || "1";
    if (!/^\d{1,6}$/.test(product)) errors[`item-${row}-product`] = "Choose a piece from the catalogue.";
    else if (size !== "" && !(SIZES as readonly string[]).includes(size))
      errors[`item-${row}-size`] = `Choose a size: ${SIZES.join(", ")}.`;
    else if (!/^\d{1,2}$/.test(quantity) || Number(quantity) < 1 || Number(quantity) > 20)
      errors[`item-${row}-quantity`] = "Write how many, a whole number from 1 to 20.";
    else lines.push({ productId: Number(product), size: size as Size | "", quantity: Number(quantity) });
  }
  return lines;
}

function readCustomLines(f: QuoteFields, errors: QuoteErrors): QuoteCustomLine[] {
  const lines: QuoteCustomLine[] = [];
  for (let row = 1; row <= CUSTOM_ROWS; row++) {
    // Typed in a box of several lines, kept as one: a line's description is one line everywhere.
    const description = text(f, `custom-${row}-description`).replace(/\s+/g, " ");
    const typedPrice = text(f, `custom-${row}-price`);
    const eventDate = text(f, `custom-${row}-event`);
    if (description === "" && typedPrice === "" && eventDate === "") continue;
    const read = parseNaira(typedPrice);
    const price = read.ok ? read.naira : 0;
    if (description === "") errors[`custom-${row}-description`] = "Describe the piece.";
    else if (description.length > MAX_DESCRIPTION)
      errors[`custom-${row}-description`] = `The description is too long (at most ${MAX_DESCRIPTION} characters).`;
    else if (!read.ok) errors[`custom-${row}-price`] = read.error;
    else if (price < 1 || price > MAX_CUSTOM_PRICE)
      errors[`custom-${row}-price`] = "Write the price in whole naira, for example 85000.";
    else if (eventDate !== "" && !isIsoDate(eventDate))
      errors[`custom-${row}-event`] = "Write the event date as a date, or leave it empty.";
    else {
      const measurements = readMeasurements(f, measurementPrefix(row), errors);
      if (measurements) lines.push({ description, price, eventDate, measurements });
    }
  }
  return lines;
}

/** The measurement fields of a made-to-measure row: `custom-1-m-unit`, `custom-1-m-bust`… */
const measurementPrefix = (row: number) => `custom-${row}-m-`;

/**
 * A row's measurements, read by the measurements module and copied as words ("92 cm"): none when
 * no point is filled in; undefined (its messages added) when one is wrong.
 */
function readMeasurements(f: QuoteFields, prefix: string, errors: QuoteErrors) {
  const get = (name: string) => f.get(name) ?? "";
  if (MEASUREMENT_POINTS.every((p) => get(measurementFieldName(p.point, prefix)).trim() === "")) return [];
  const parsed = parseMeasurements(get, { prefix });
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.errors)) errors[`${prefix}${field}`] = message;
    return undefined;
  }
  return measurementLines(parsed.measurements);
}

const methods = DELIVERY_METHODS as readonly string[];

/**
 * Reads the owner's quote form: the shopper, the lines (at least one, catalogue or made to
 * measure), delivery or pickup, full payment or the deposit, the validity in days and the
 * atelier's facts. Returns the input, or a message for each field that is wrong.
 */
export function readQuoteForm(
  f: QuoteFields,
  now = new Date(),
): { ok: true; input: QuoteInput } | { ok: false; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const deliveryText = text(f, "delivery") || "pickup";
  const delivery = (methods.includes(deliveryText) ? deliveryText : "pickup") as DeliveryMethod;
  if (!methods.includes(deliveryText)) errors.delivery = "Choose pickup or one of the deliveries.";
  const customer = readCustomer(f, delivery, errors);
  const lines = readCatalogueLines(f, errors);
  const custom = readCustomLines(f, errors);
  if (
    lines.length === 0 &&
    custom.length === 0 &&
    Object.keys(errors).every((k) => !k.startsWith("item-") && !k.startsWith("custom-"))
  )
    errors.lines = "Add at least one piece: from the catalogue, or made to measure.";
  const area = text(f, "area");
  if (area !== "" && !isHomeStateArea(area)) errors.area = "Choose one of the areas listed, or leave it empty.";
  const payPlan = text(f, "payPlan") || "full";
  if (payPlan !== "full" && payPlan !== "deposit" && payPlan !== "plan")
    errors.payPlan = "Choose full payment, the 75% deposit or a plan.";
  const plan = payPlan === "plan" ? readPlanTerms((name) => f.get(name) ?? "") : undefined;
  if (plan && !plan.ok) Object.assign(errors, plan.errors);
  const days = text(f, "validDays") || String(DEFAULT_VALID_DAYS);
  if (!/^\d{1,2}$/.test(days) || Number(days) < 1 || Number(days) > MAX_VALID_DAYS)
    errors.validDays = `Write how many days the quote holds, from 1 to ${MAX_VALID_DAYS}.`;
  const fittingOn = text(f, "fittingOn");
  if (fittingOn !== "" && !isIsoDate(fittingOn))
    errors.fittingOn = "Write the fitting day as a date, or leave it empty.";
  const finalFittingOn = text(f, "finalFittingOn");
  if (finalFittingOn !== "" && !isIsoDate(finalFittingOn))
    errors.finalFittingOn = "Write the final fitting day as a date, or leave it empty.";
  const today = lagosDayOf(now);
  for (const [field, day] of [
    ["fittingOn", fittingOn],
    ["finalFittingOn", finalFittingOn],
  ] as const)
    if (!errors[field] && day !== "" && day <= today)
      errors[field] = "That day has passed: choose a day from tomorrow on.";
  const notes = text(f, "notes");
  if (notes.length > MAX_NOTES) errors.notes = `The notes are too long (at most ${MAX_NOTES} characters).`;
  const requestReference = text(f, "request");
  if (requestReference.length > 40 || !/^[\w-]*$/.test(requestReference))
    errors.request = "The bespoke request's reference could not be read.";
  if (!customer || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      customer,
      lines,
      custom,
      delivery,
      area,
      payPlan: payPlan as PayPlan | "plan",
      ...(plan?.ok ? { planTerms: plan.terms } : {}),
      validDays: Number(days),
      fittingOn,
      finalFittingOn,
      notes,
      requestReference,
    },
  };
}
