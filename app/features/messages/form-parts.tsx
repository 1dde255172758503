import { TextField } from "~/components/ui/field";
import { HONEYPOT_FIELD, LIMITS } from "./fields";
import type { FormState } from "./status-text";

/** A field people never see or reach; a robot that fills it is answered but not kept. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The status line under a form, announced politely to screen readers. */
export function FormStatus({ state, text, className = "" }: { state: FormState; text: string; className?: string }) {
  const tone =
    state === "received" ? "text-success" : state === "sending" || state === "idle" ? "text-ink-soft" : "text-danger";
  return (
    <p role="status" aria-live="polite" className={`min-h-6 text-sm ${tone} ${className}`}>
      {text}
    </p>
  );
}

/** The sender's e-mail address, as every message form asks for it. */
export function EmailField({
  error,
  placeholder,
  className,
}: {
  error?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextField
      label="Email"
      name="from_email"
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email}
      placeholder={placeholder}
      error={error}
      className={className}
    />
  );
}
