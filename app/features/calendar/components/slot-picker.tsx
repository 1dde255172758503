import { FieldShell, controlClass } from "~/components/ui/field";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { timeWithHers } from "../her-zone";
import { shortDayWords } from "../slot-words";

/** A slot as the page carries it: its start, the seats left, and whether it is still free to move or cancel. */
export interface SlotView {
  startsAt: string;
  left: number;
  freeToChange: boolean;
}

/** Beside a time already past its free move-or-cancel cut-off. */
export const NOT_FREE_TO_CHANGE = "too soon to move or cancel for free";

/** "last place", said only of a time that holds more than one and has one left. */
export const lastPlace = (left: number, seats: number): boolean => left === 1 && seats > 1;

/**
 * The times with room, one list grouped by day (Lagos time), her own time beside each when she
 * gave her time zone; a plain select, so it works without a script and on a phone.
 */
export function SlotPicker({
  slots,
  zone,
  seats,
  name = "slot",
  label = "Time (Lagos, WAT)",
  error,
  value,
}: {
  slots: readonly SlotView[];
  zone: string;
  /** How many the type holds at once. */
  seats: number;
  name?: string;
  label?: string;
  error?: string;
  value?: string;
}) {
  const days = new Map<string, SlotView[]>();
  for (const s of slots) {
    const day = lagosDateTimeOf(new Date(s.startsAt)).slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return (
    <FieldShell
      name={name}
      label={label}
      error={error}
      hint={zone ? "Lagos time first, then yours." : "Times are Lagos time (WAT, UTC+1 all year)."}
    >
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClass}
          defaultValue={value ?? ""}
        >
          <option value="" disabled>
            Choose a time
          </option>
          {[...days].map(([day, list]) => (
            <optgroup key={day} label={shortDayWords(day)}>
              {list.map((s) => {
                const at = new Date(s.startsAt);
                return (
                  <option key={s.startsAt} value={lagosDateTimeOf(at)}>
                    {`${shortDayWords(day)}, ${timeWithHers(at, zone)}${lastPlace(s.left, seats) ? " · last place" : ""}${s.freeToChange ? "" : ` · ${NOT_FREE_TO_CHANGE}`}`}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
