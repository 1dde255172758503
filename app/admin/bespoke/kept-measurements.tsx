import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatShortDateTime } from "~/lib/lagos-clock";
import {
  MEASUREMENT_POINTS,
  measurementsToFields,
  pointInfo,
  UNIT_LABELS,
  UNITS,
  type MeasurementChange,
  type MeasurementErrors,
  type Measurements,
} from "~/features/measurements";

export interface KeptView {
  measurements: Measurements;
  updatedAt: string;
  history: { actor: string; at: string; changes: MeasurementChange[] }[];
}

const pointLabel = (p: MeasurementChange["point"]) => (p === "unit" ? "Unit" : pointInfo(p).label);

/** Her kept measurements: a form to correct them (fields `k_…`) and every change, newest first. */
export function KeptMeasurements({
  kept,
  errors,
  typed,
  saved,
}: {
  kept: KeptView;
  errors: MeasurementErrors;
  typed?: Record<string, string>;
  saved: boolean;
}) {
  const values: Record<string, string> = typed ?? (measurementsToFields(kept.measurements) as Record<string, string>);
  return (
    <section aria-labelledby="kept-heading" className="flex flex-col gap-4 border-t border-line pt-8">
      <h2 id="kept-heading" className="text-3xl">
        Her kept measurements
      </h2>
      <p className="text-sm text-ink-soft">
        Kept with her consent, last changed {formatShortDateTime(kept.updatedAt)}. A correction changes what she is
        offered next time; requests already sent keep their own copy.
      </p>
      {saved && (
        <p role="status" className="text-success">
          Her kept measurements are corrected.
        </p>
      )}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-wrap gap-x-6">
          <legend className="label-caps mb-1 text-ink-soft">Unit</legend>
          {UNITS.map((u) => (
            <label key={u} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="k_unit"
                value={u}
                defaultChecked={values.unit === u}
                className="size-5 accent-ink"
              />
              {UNIT_LABELS[u]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          {MEASUREMENT_POINTS.map((p) => (
            <TextField
              key={p.point}
              name={`k_${p.point}`}
              label={p.required ? p.label : `${p.label} (optional)`}
              inputMode="decimal"
              defaultValue={values[p.point] ?? ""}
              error={errors[p.point]}
            />
          ))}
        </div>
        <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
          Save the correction
        </button>
      </form>
      <h3 className="text-2xl">History</h3>
      <ol className="flex flex-col divide-y divide-line border-y border-line text-sm">
        {kept.history.map((h, i) => (
          <li key={i} className="py-3">
            <p>
              <span className="font-medium">{formatShortDateTime(h.at)}</span> · {h.actor}
            </p>
            <ul className="mt-1 text-ink-soft">
              {h.changes.length === 0 ? (
                <li>No change.</li>
              ) : (
                h.changes.map((c) => (
                  <li key={c.point}>
                    {pointLabel(c.point)}: {c.before} → {c.after}
                  </li>
                ))
              )}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
