// The message forms' fields and limits, without the schema (./schema), which loads when a form is sent.

/** The three forms that send a message: the contact page, the Subscribe form and the sign-up pop-up. */
export type MessageKind = "contact" | "newsletter" | "signup";

/** Longest accepted value of each field, in characters. */
export const LIMITS = { name: 100, email: 254, phone: 32, message: 5000 } as const;

/** Largest request body the server reads, in bytes: the longest message fits with room to spare. */
export const MAX_BODY_BYTES = 32_768;

/** The hidden field only robots fill in. */
export const HONEYPOT_FIELD = "website";

export type MessageField = "from_name" | "from_email" | "from_phone" | "message";
export type FieldErrors = Partial<Record<MessageField, string>>;

/** True when the honeypot field holds anything: the sender is a robot. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}
