import { instantOfLagosTime } from "~/lib/lagos-clock";
import { zoneToKeep } from "./her-zone";

/** What a shopper sends to book: the type, the start, who she is, and the order the fee counts towards. */
export interface BookingAsk {
  typeId: number;
  startsAt: Date;
  name: string;
  email: string;
  phone: string;
  /** An order's reference (HZL-…), or empty. */
  forOrder: string;
  /** The zone she booked in (Lagos's when she sent none or one Intl does not list). */
  zone: string;
}

export type BookingField = "slot" | "name" | "email" | "phone" | "forOrder";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERENCE = /^HZL-[2-9A-HJ-NP-Z]{12}$/;

/** The booking form, checked field by field; the order reference may be pasted from a quote's link. */
export function readBookingForm(
  form: Record<string, string | undefined>,
): { ok: true; value: BookingAsk } | { ok: false; errors: Partial<Record<BookingField, string>> } {
  const errors: Partial<Record<BookingField, string>> = {};
  const startsAt = instantOfLagosTime((form.slot ?? "").trim());
  if (!startsAt) errors.slot = "Choose a time.";
  const name = (form.name ?? "").trim();
  if (!name) errors.name = "Give your name.";
  else if (name.length > 80) errors.name = "Keep your name under 80 characters.";
  const email = (form.email ?? "").trim();
  if (!EMAIL.test(email) || email.length > 200) errors.email = "Give an email address like name@example.com.";
  const phone = (form.phone ?? "").trim();
  if (!/^\+?[\d\s()-]{5,30}$/.test(phone) || phone.replace(/\D/g, "").length < 5)
    errors.phone = "Give a phone number we can reach you on, digits only (with + and the country code abroad).";
  const typed = (form.forOrder ?? "").trim().toUpperCase();
  const forOrder = /HZL-[2-9A-HJ-NP-Z]{12}/.exec(typed)?.[0] ?? "";
  if (typed && !REFERENCE.test(forOrder))
    errors.forOrder = "Give the order's reference as HZL- and 12 letters and digits, or leave it empty.";
  const typeId = Number(form.type);
  if (Object.keys(errors).length > 0 || !startsAt) return { ok: false, errors };
  return {
    ok: true,
    value: { typeId, startsAt, name, email, phone, forOrder, zone: zoneToKeep((form.tz ?? "").trim()) },
  };
}
