import type { EmailFields } from "../adapters/emailjs.server";

export type StoredMessage = {
  kind: "contact" | "newsletter" | "signup";
  from_name: string | null;
  from_email: string;
  from_phone: string | null;
  message: string | null;
};

/** What the owner reads for the forms that carry no message of their own. */
export const KIND_NOTES = {
  newsletter: "Newsletter: please add this address to the sales and news list.",
  signup: "Sign-up pop-up: this visitor wants access to exclusive sales and discounts.",
} as const;

/** The template parameters of a stored message; every form fills the same four. */
export function toEmailFields(m: StoredMessage): EmailFields {
  return {
    from_name: m.from_name ?? "",
    from_email: m.from_email,
    from_phone: m.from_phone ?? "",
    message: m.kind === "contact" ? (m.message ?? "") : KIND_NOTES[m.kind],
  };
}
