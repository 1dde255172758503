import { isSize, type Size } from "~/features/catalogue";
import { hasControlCharacter } from "~/lib/control-characters";

// The back-in-stock form: a shopper leaves her email for a sold-out size of a product. Checked
// here, in words, before the server keeps anything.

/** Longest email address kept (RFC 5321's path limit). */
const EMAIL_MAX = 254;
/** A plain address: something, one @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as the lists keep it: trimmed, lower case (one membership per address). */
function listAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** Why an email address cannot be kept, in words; undefined when it can. */
export function emailProblem(raw: string): string | undefined {
  const email = raw.trim();
  if (email === "") return "Please enter your email address.";
  if (email.length > EMAIL_MAX) return "Please enter a shorter email address.";
  if (hasControlCharacter(email, { multiLine: false }) || !EMAIL.test(email))
    return "Please enter a valid email address, like name@example.com.";
  return undefined;
}

export type WaitField = "email" | "size" | "product";

/** A wait as the form asks for it. */
interface WaitRequest {
  productId: number;
  size: Size;
  email: string;
}

export type WaitCheck = { ok: true; wait: WaitRequest } | { ok: false; errors: Partial<Record<WaitField, string>> };

/**
 * Reads the posted form: the product's number, a size it is sold out in (`soldOutSizes` says which
 * sizes of this product are sold out now; undefined: no such product) and her email.
 */
export function checkWaitForm(
  form: { product?: string | null; size?: string | null; email?: string | null },
  soldOutSizes: (productId: number) => readonly Size[] | undefined,
): WaitCheck {
  const errors: Partial<Record<WaitField, string>> = {};
  const productText = form.product ?? "";
  const productId = /^\d{1,9}$/.test(productText) ? Number(productText) : undefined;
  const soldOut = productId === undefined ? undefined : soldOutSizes(productId);
  if (productId === undefined || soldOut === undefined) errors.product = "That piece is not in the shop.";
  const size = form.size ?? "";
  if (!errors.product) {
    if (!isSize(size) || !soldOut!.includes(size))
      errors.size =
        soldOut!.length === 0
          ? "Every size of this piece is in stock now: you can order it."
          : `Choose a size that is sold out: ${soldOut!.join(", ")}.`;
  }
  const emailError = emailProblem(form.email ?? "");
  if (emailError) errors.email = emailError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, wait: { productId: productId!, size: size as Size, email: listAddress(form.email ?? "") } };
}
