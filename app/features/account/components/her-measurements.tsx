import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import {
  formatMeasurement,
  MEASUREMENT_POINTS,
  measurementsToFields,
  pointInfo,
  UNIT_LABELS,
  UNITS,
  type MeasurementChange,
  type MeasurementErrors,
} from "~/features/measurements";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { HerKept } from "../her-things";

/** The correction form's field names: `fix_bust`, `fix_unit`… */
export const FIX_PREFIX = "fix_";

/** A correction refused, with what she typed; or one saved. */
export interface FixState {
  keptId: number;
  errors: MeasurementErrors;
  typed: Record<string, string>;
  saved: boolean;
}

const changeLabel = (p: MeasurementChange["point"]) => (p === "unit" ? "Unit" : pointInfo(p).label);

/** One kept set: its values, "use them for a new request", "correct them" (open when refused) and its history. */
function KeptSet({ kept, fix }: { kept: HerKept; fix: FixState | null }) {
  const mine = fix?.keptId === kept.id ? fix : null;
  const fields: Record<string, string> =
    mine && !mine.saved ? mine.typed : (measurementsToFields(kept.measurements) as Record<string, string>);
  return (
    <li className="flex flex-col gap-4 py-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {MEASUREMENT_POINTS.filter((p) => kept.measurements.values[p.point] !== undefined).map((p) => (
          <div key={p.point}>
            <dt className="text-ink-soft">{p.label}</dt>
            <dd className="tabular-nums">
              {formatMeasurement(kept.measurements.values[p.point]!, kept.measurements.unit)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-soft">Last changed {formatShortDateTime(kept.updatedAt)}.</p>
      {mine?.saved && <p role="status">Your measurements are corrected.</p>}
      <form method="post" action="/account">
        <input type="hidden" name="kept" value={kept.id} />
        <button
          type="submit"
          name="intent"
          value="use-measurements"
          className={buttonClass("primary", "w-full sm:w-fit")}
        >
          Use them for a new request
        </button>
      </form>
      <details open={!!mine && !mine.saved} className="border border-line p-4">
        <summary className="cursor-pointer font-medium">Correct them</summary>
        <form method="post" action="/account" className="mt-4 flex flex-col gap-4" noValidate>
          <input type="hidden" name="kept" value={kept.id} />
          <fieldset className="flex flex-wrap gap-x-6">
            <legend className="label-caps mb-1 text-ink-soft">Unit</legend>
            {UNITS.map((u) => (
              <label key={u} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${FIX_PREFIX}unit`}
                  value={u}
                  defaultChecked={fields.unit === u}
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
                name={`${FIX_PREFIX}${p.point}`}
                label={p.required ? p.label : `${p.label} (optional)`}
                inputMode="decimal"
                defaultValue={fields[p.point] ?? ""}
                error={mine && !mine.saved ? mine.errors[p.point] : undefined}
              />
            ))}
          </div>
          <button
            type="submit"
            name="intent"
            value="correct-measurements"
            className={buttonClass("outline", "w-full sm:w-fit")}
          >
            Save my measurements
          </button>
        </form>
      </details>
      <details>
        <summary className="cursor-pointer text-sm">Their history</summary>
        <ol className="mt-2 flex flex-col gap-2 text-sm">
          {kept.history.map((h) => (
            <li key={h.at + h.actor}>
              {formatShortDateTime(h.at)}:{" "}
              {h.changes.length === 0
                ? "kept"
                : h.changes.map((c) => `${changeLabel(c.point)} ${c.before} → ${c.after}`).join("; ")}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** Her kept measurements: the only place besides the owner's where they change. */
export function HerMeasurements({ kept, fix }: { kept: readonly HerKept[]; fix: FixState | null }) {
  return (
    <section aria-labelledby="her-measurements" className="flex flex-col gap-4">
      <h2 id="her-measurements" className="text-3xl">
        Your measurements
      </h2>
      {kept.length === 0 ? (
        <p className="text-ink-soft">No measurements kept. A bespoke request can keep them, if you ask it to.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {kept.map((k) => (
            <KeptSet key={k.id} kept={k} fix={fix} />
          ))}
        </ul>
      )}
    </section>
  );
}
