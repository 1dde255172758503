/** A kind of appointment the owner offers (table appointment_types). */
export interface AppointmentType {
  id: number;
  name: string;
  /** Its length in minutes. */
  minutes: number;
  /** How many at once (fitting rooms), 1 or more. */
  seats: number;
  /** Minutes kept free after it before the next one of its kind starts. */
  bufferMinutes: number;
  /** Whole naira paid when booking, 0 for none; it counts towards the order she names. */
  fee: number;
  /** Hours before the start until which she may move or cancel for free. */
  cutoffHours: number;
  retired: boolean;
}

export type TypeFields = Omit<AppointmentType, "id" | "retired">;
export type TypeField = keyof TypeFields;

function wholeIn(text: string | undefined, min: number, max: number, what: string): number | string {
  const t = (text ?? "").trim().replace(/[,₦\s]/g, "");
  if (!/^-?\d+$/.test(t)) return `Give ${what} as a whole number.`;
  const n = Number(t);
  if (n < min) return min === 0 ? `${cap(what)} cannot be negative.` : `${cap(what)} must be at least ${min}.`;
  if (n > max) return `${cap(what)} can be at most ${max.toLocaleString("en-US")}.`;
  return n;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The owner's type form, checked: a name (60 characters at most), a length of 5 to 480 minutes, 1
 * to 20 at once, a buffer of 0 to 240 minutes, a fee of 0 to ₦1,000,000 and a cut-off of 0 to 720
 * hours, each refused in words.
 */
export function readTypeForm(
  form: Record<string, string | undefined>,
): { ok: true; value: TypeFields } | { ok: false; errors: Partial<Record<TypeField, string>> } {
  const errors: Partial<Record<TypeField, string>> = {};
  const name = (form.name ?? "").trim();
  if (!name) errors.name = "Give the appointment a name.";
  else if (name.length > 60) errors.name = "Keep the name under 60 characters.";
  const read = {
    minutes: wholeIn(form.minutes, 5, 480, "the length in minutes"),
    seats: wholeIn(form.seats, 1, 20, "how many at once"),
    bufferMinutes: wholeIn(form.bufferMinutes, 0, 240, "the buffer in minutes"),
    fee: wholeIn(form.fee || "0", 0, 1_000_000, "the fee"),
    cutoffHours: wholeIn(form.cutoffHours, 0, 720, "the cut-off in hours"),
  };
  for (const [field, v] of Object.entries(read)) if (typeof v === "string") errors[field as TypeField] = v;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const n = read as Record<keyof typeof read, number>;
  return { ok: true, value: { name, ...n } };
}
