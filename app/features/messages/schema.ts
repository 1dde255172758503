import * as z from "zod/mini";
import { controlCharacterMessage, hasControlCharacter } from "~/lib/control-characters";
import { LIMITS, type FieldErrors, type MessageField } from "./fields";

const text = (label: string) => z.string({ error: `Please enter ${label}.` });

/** No control character (a message keeps its line breaks): a NUL cannot be stored, the others garble the email. */
const printable = (label: string, multiLine = false) =>
  z.refine<string>((v) => !hasControlCharacter(v, { multiLine }), controlCharacterMessage(label));

const name = text("your name").check(
  z.trim(),
  z.minLength(1, "Please enter your name."),
  z.maxLength(LIMITS.name, `Please keep your name under ${LIMITS.name} characters.`),
  printable("Your name"),
);

const email = z.pipe(
  text("your email address").check(
    z.trim(),
    z.minLength(1, "Please enter your email address."),
    z.maxLength(LIMITS.email, "Please enter a shorter email address."),
    printable("Your email address"),
  ),
  z.email("Please enter a valid email address, like name@example.com."),
);

const phoneError = "Please enter a valid phone number, or leave it empty.";
const phone = z.pipe(
  z.optional(
    z
      .string({ error: phoneError })
      .check(
        z.trim(),
        z.maxLength(LIMITS.phone, phoneError),
        printable("Your phone number"),
        z.regex(/^$|^\+?[0-9][0-9 ()\-.]{4,}$/, phoneError),
      ),
  ),
  z.transform((v: string | undefined) => (v ? v : undefined)),
);

const message = text("your message").check(
  z.trim(),
  z.minLength(1, "Please enter your message."),
  z.maxLength(LIMITS.message, `Please keep your message under ${LIMITS.message} characters.`),
  printable("Your message", true),
);

const contact = z.object({
  kind: z.literal("contact"),
  from_name: name,
  from_email: email,
  from_phone: phone,
  message,
});
const newsletter = z.object({ kind: z.literal("newsletter"), from_email: email });
const signup = z.object({ kind: z.literal("signup"), from_name: name, from_email: email });

/** A message as the shop stores it: trimmed, checked, with only the fields of its kind. */
export const messageSchema = z.discriminatedUnion("kind", [contact, newsletter, signup], {
  error: "Unknown kind of message.",
});
export type Message = z.infer<typeof messageSchema>;

export type Validation = { ok: true; message: Message } | { ok: false; errors: FieldErrors; formError?: string };

const fields = new Set<string>(["from_name", "from_email", "from_phone", "message"]);

/** Checks what a visitor sent (browser before posting, server before storing) and says what is wrong. */
export function validateMessage(input: unknown): Validation {
  const result = messageSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const errors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fields.has(field)) errors[field as MessageField] ??= issue.message;
    else formError ??= issue.message;
  }
  return { ok: false, errors, formError };
}
