import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { EmailField, FormStatus, Honeypot } from "./form-parts";
import { LIMITS } from "./fields";
import { useMessageForm } from "./use-message-form";
import { island } from "~/lib/islands/island";

/** The contact page's 'Send A Message' form: name, email, optional phone and a message. */
export function ContactForm() {
  const { state, errors, status, sending, formProps } = useMessageForm("contact");
  return (
    <form {...formProps} aria-labelledby="send-message-heading" className="relative flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="send-message-heading" className="text-3xl sm:text-4xl">
          Send A Message
        </h2>
        <p className="text-ink-soft">We read every message and reply by email, usually within one working day.</p>
      </div>
      <input type="hidden" name="kind" value="contact" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Name"
          name="from_name"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          error={errors.from_name}
        />
        <EmailField error={errors.from_email} />
      </div>
      <TextField
        label="Phone (optional)"
        name="from_phone"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        hint="Include your country code, e.g. +234"
        error={errors.from_phone}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={5}
        required
        maxLength={LIMITS.message}
        error={errors.message}
      />
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <Button type="submit" disabled={sending} className="sm:self-start">
          {sending ? "Sending…" : "Send Message"}
        </Button>
        <FormStatus state={state} text={status} />
      </div>
    </form>
  );
}

export const ContactFormIsland = island("contact-form", ContactForm);
