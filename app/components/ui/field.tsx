import type { ComponentProps, ReactNode } from "react";
import { useDomId } from "~/lib/islands/use-dom-id";

interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldShellProps {
  /** The control's name, unique in its form; its id is made from it. */
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (ids: FieldIds) => ReactNode;
  className?: string;
}

/** A labelled control with an optional hint and error message, wired for screen readers. */
export function FieldShell({ name, label, hint, error, children, className = "" }: FieldShellProps) {
  const id = useDomId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="label-caps text-ink-soft">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  "w-full min-h-11 border border-line bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-soft/70 focus:border-ink focus:outline-2 focus:outline-offset-3 focus:outline-hazel aria-[invalid=true]:border-danger disabled:bg-linen disabled:text-ink-soft";

/** A field's control, wired to its label, hint and error, in the shop's look (its own props may restyle it). */
const wiredControl = ({ id, describedBy, invalid }: FieldIds) => ({
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid || undefined,
  className: controlClass,
});

type TextFieldProps = ComponentProps<"input"> & { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell name={input.name ?? label} label={label} hint={hint} error={error} className={className}>
      {(ids) => <input {...wiredControl(ids)} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; hint?: string; error?: string };

export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell name={textarea.name ?? label} label={label} hint={hint} error={error} className={className}>
      {(ids) => <textarea {...wiredControl(ids)} {...textarea} />}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<"select"> & { label: string; hint?: string; error?: string };

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell name={select.name ?? label} label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <select {...wiredControl(ids)} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
