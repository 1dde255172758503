import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass, FieldShell, TextAreaField, TextField } from "~/components/ui/field";
import { MEASUREMENT_POINTS, rangeFor, UNIT_LABELS, UNITS, type MeasurementUnit } from "~/features/measurements";
import { island } from "~/lib/islands/island";
import { lagosToday } from "~/lib/lagos-clock";
import {
  BESPOKE_LIMITS,
  parseBespokeForm,
  PRODUCTION_TERMS,
  type BespokeErrors,
  type BespokeTyped,
  type EarliestEvent,
} from "../request";
import { photosProblem } from "../photos-check";
import { MeasureDrawing } from "./measure-drawing";

export interface BespokeFormProps {
  typed: BespokeTyped;
  errors: BespokeErrors;
  formError?: string;
  /** The first day an event can be asked for (express), YYYY-MM-DD. */
  /** The first event days the atelier can make a piece for (its queue, today). */
  earliest: EarliestEvent;
  /** Measurements were filled in from her kept ones. */
  prefilled: boolean;
}

/**
 * The bespoke request form: a plain multipart POST to /bespoke, no script needed. Every field
 * shows its message beside it and keeps what she typed; a refused form opens at its summary. With
 * the script, the page checks the fields by the server's own rules before sending, so a figure
 * out of range never costs her the photos she chose. The photos come last: a browser sends the
 * fields in the form's order, so the shop checks them before a photo's bytes arrive.
 */
export function BespokeForm({ typed, errors: sent, formError: sentFormError, earliest, prefilled }: BespokeFormProps) {
  const unit: MeasurementUnit = typed.unit === "in" ? "in" : "cm";
  const [checked, setChecked] = useState<BespokeErrors | null>(null);
  const errors = checked ?? sent;
  const formError = checked ? undefined : sentFormError;
  const errorCount = Object.keys(errors).length;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);

  const checkFirst = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = parseBespokeForm((name) => form.get(name) ?? undefined, lagosToday(), earliest);
    const chosen = form.getAll("photos").filter((f): f is File => typeof f !== "string" && f.name !== "");
    const photos = photosProblem(chosen);
    if (parsed.ok && !photos) return;
    event.preventDefault();
    setChecked({ ...(parsed.ok ? {} : parsed.errors), ...(photos ? { photos } : {}) });
  };

  return (
    <form
      method="post"
      encType="multipart/form-data"
      action="/bespoke"
      className="flex flex-col gap-10"
      noValidate
      onSubmit={checkFirst}
    >
      {typed.measurements_link && <input type="hidden" name="measurements_link" value={typed.measurements_link} />}
      {(formError || errorCount > 0) && (
        <div
          ref={summary}
          id="errors"
          role="alert"
          tabIndex={-1}
          // Without a script too, the refused form opens here rather than at the top of the page.
          autoFocus
          className="scroll-mt-28 border-l-2 border-danger bg-white px-4 py-3 text-danger"
        >
          {formError ?? `Please check the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked below.`}
        </div>
      )}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-3xl">Your piece</legend>
        <TextAreaField
          name="piece"
          label="Describe the piece"
          hint="The style, fabric and colours you have in mind."
          rows={5}
          maxLength={BESPOKE_LIMITS.piece}
          required
          defaultValue={typed.piece ?? ""}
          error={errors.piece}
        />
        <TextField
          name="occasion"
          label="Occasion"
          hint="A wedding, a birthday, a dinner…"
          maxLength={BESPOKE_LIMITS.occasion}
          required
          defaultValue={typed.occasion ?? ""}
          error={errors.occasion}
        />
        <TextField
          name="event_date"
          type="date"
          label="Date of the event"
          min={earliest.express ?? earliest.standard}
          required
          defaultValue={typed.event_date ?? ""}
          error={errors.event_date}
        />
        <div className="flex flex-col gap-2 border border-line bg-white/60 p-4">
          <p id="production-terms" className="text-sm leading-relaxed">
            {PRODUCTION_TERMS}
          </p>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="express"
              value="yes"
              defaultChecked={typed.express === "yes"}
              aria-describedby="production-terms"
              className="size-5 accent-ink"
            />
            <span>Express production (30% extra)</span>
          </label>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-3xl">Your measurements</legend>
        {prefilled && (
          <p role="status" className="border-l-2 border-gold bg-linen px-4 py-3">
            Your kept measurements are filled in below. Check them before you send.
          </p>
        )}
        <div className="grid gap-6 sm:grid-cols-[14rem_1fr]">
          <MeasureDrawing className="mx-auto sm:mx-0" />
          <div className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="label-caps mb-1 text-ink-soft">Measured in</legend>
              <div className="flex flex-wrap gap-x-6">
                {UNITS.map((u) => (
                  <label key={u} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="unit"
                      value={u}
                      defaultChecked={u === unit}
                      className="size-5 accent-ink"
                    />
                    {UNIT_LABELS[u]}
                  </label>
                ))}
              </div>
              {errors.unit && <p className="text-sm text-danger">{errors.unit}</p>}
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              {MEASUREMENT_POINTS.map((p, i) => {
                const cm = rangeFor(p.point, "cm");
                const inches = rangeFor(p.point, "in");
                return (
                  <TextField
                    key={p.point}
                    name={p.point}
                    label={`${i + 1}. ${p.label}${p.required ? "" : " (optional)"}`}
                    hint={`${p.how} ${cm.min}-${cm.max} cm or ${inches.min}-${inches.max} in.`}
                    inputMode="decimal"
                    autoComplete="off"
                    required={p.required}
                    defaultValue={typed[p.point] ?? ""}
                    error={errors[p.point]}
                  />
                );
              })}
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-3xl">How to reach you</legend>
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          maxLength={BESPOKE_LIMITS.name}
          required
          defaultValue={typed.name ?? ""}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          maxLength={BESPOKE_LIMITS.email}
          required
          defaultValue={typed.email ?? ""}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label="Phone (WhatsApp)"
          hint="Include your country code."
          autoComplete="tel"
          maxLength={BESPOKE_LIMITS.phone}
          required
          defaultValue={typed.phone ?? ""}
          error={errors.phone}
        />
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="keep"
            value="yes"
            defaultChecked={typed.keep === "yes"}
            className="mt-1 size-5 shrink-0 accent-ink"
          />
          <span>
            Keep my measurements for next time, under my email and phone. They are only ever offered back through a link
            sent to my email.
          </span>
        </label>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-3xl">Reference photos</legend>
        <FieldShell
          name="photos"
          label="Up to 3 photos (optional)"
          hint="JPEG, PNG, WebP or AVIF, each under 15 MB. We remove the location and camera details from them."
          error={errors.photos}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              name="photos"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            />
          )}
        </FieldShell>
      </fieldset>

      <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
        Send my request
      </button>
    </form>
  );
}

export const BespokeFormIsland = island("bespoke-form", BespokeForm);

/** Asks for her kept measurements to be sent to her email as a link. */
export function KeptMeasurementsForm({ sent }: { sent: boolean }) {
  return (
    <section
      aria-labelledby="kept-heading"
      id="kept"
      className="flex flex-col gap-4 border border-line bg-white/60 p-5"
    >
      <h2 id="kept-heading" className="text-2xl">
        Measured with us before?
      </h2>
      {sent ? (
        <p role="status">
          If we keep measurements under that email and phone, a link to them is on its way to that email. It works for
          24 hours.
        </p>
      ) : (
        <p className="text-ink-soft">
          If you asked us to keep your measurements, we can email you a link that fills them in here.
        </p>
      )}
      <form
        method="post"
        action="/bespoke/measurements"
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField name="kept_email" type="email" label="Your email" autoComplete="email" required maxLength={254} />
        <TextField name="kept_phone" type="tel" label="Your phone" autoComplete="tel" required maxLength={32} />
        <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
          Email me the link
        </button>
      </form>
    </section>
  );
}
