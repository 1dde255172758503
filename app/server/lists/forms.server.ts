// The lists' forms as they arrive: a back-in-stock wait (the product page's form, without a
// script), a confirmation and an unsubscribe (a page's button, or RFC 8058's one-click POST).
import { productById } from "~/features/catalogue";
import { soldOutSizes } from "~/features/lists/sold-out";
import { checkWaitForm, type WaitField } from "~/features/lists/wait-input";
import { isHoneypotFilled } from "~/features/messages/fields";
import type { Db } from "../db/db.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import { BodyError, isFormType, readFormBody } from "../base/read-body.server";
import { askBackInStock } from "./lists.server";

/** At most this many list forms from one address in the window (as the message forms allow). */
const RATE_LIMIT = { max: 8, windowSeconds: 600 } as const;
/** A list form is a few short fields. */
const MAX_FORM_BYTES = 4096;

/** The link keys the shop makes: 32 hex digits. */
export const isListKey = (key: string | null | undefined): key is string => !!key && /^[0-9a-f]{32}$/.test(key);

export type WaitOutcome =
  | { kind: "asked"; productId: number; size: string }
  | {
      kind: "refused";
      status: number;
      message: string;
      errors: Partial<Record<WaitField, string>>;
      values: { product: string; size: string; email: string };
    };

/** The sizes a product is sold out in now; undefined when the shop has no such piece. */
function soldOutOf(productId: number) {
  const product = productById(productId);
  return product && !("comboPart" in product) ? soldOutSizes(product) : undefined;
}

/**
 * A back-in-stock form: read (a form of a few fields), the honeypot, the rate limit per client
 * address, each field checked in words, then the wait kept and its confirmation email queued.
 */
export async function receiveWait(db: Db, request: Request, clientAddress: string): Promise<WaitOutcome> {
  const empty = { product: "", size: "", email: "" };
  let form: URLSearchParams;
  try {
    if (!isFormType(request))
      return {
        kind: "refused",
        status: 415,
        message: "Send the form from the product's page.",
        errors: {},
        values: empty,
      };
    form = await readFormBody(request, MAX_FORM_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return {
      kind: "refused",
      status: error.status,
      message: "That form could not be read.",
      errors: {},
      values: empty,
    };
  }
  const values = {
    product: (form.get("product") ?? "").slice(0, 20),
    size: (form.get("size") ?? "").slice(0, 10),
    email: (form.get("email") ?? "").slice(0, 300),
  };
  const checked = checkWaitForm(values, soldOutOf);
  // A robot's form (the hidden field filled in) reads as asked and keeps nothing.
  if (isHoneypotFilled(Object.fromEntries(form)) && checked.ok) return { kind: "asked", ...checked.wait };
  const allowed = await hit(db, {
    key: addressLimitKey("lists", clientAddress),
    limit: RATE_LIMIT.max,
    windowSeconds: RATE_LIMIT.windowSeconds,
  });
  if (!allowed.ok) {
    const message = `Too many requests from your connection. Please try again in ${waitInWords(allowed.retryAfterSeconds)}.`;
    return { kind: "refused", status: 429, message, errors: {}, values };
  }
  if (!checked.ok) {
    return {
      kind: "refused",
      status: 400,
      message: "Please correct the fields marked.",
      errors: checked.errors,
      values,
    };
  }
  await askBackInStock(db, checked.wait);
  return { kind: "asked", productId: checked.wait.productId, size: checked.wait.size };
}

/** The key a list page's POST names: the form's field, else the address's (RFC 8058's one-click POST). */
export async function postedKey(request: Request): Promise<string | null> {
  const fromAddress = new URL(request.url).searchParams.get("key");
  if (!isFormType(request)) return fromAddress;
  try {
    return (await readFormBody(request, 1024)).get("key") ?? fromAddress;
  } catch (error) {
    if (error instanceof BodyError) return null;
    throw error;
  }
}
