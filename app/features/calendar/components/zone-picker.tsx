import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { ABROAD_ZONES } from "../slot-words";

/** Her time zone, picked from a short list without a script (a GET form): the times then show hers beside Lagos's. */
export function ZonePicker({ typeId, zone }: { typeId: number; zone: string }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="type" value={typeId} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor="tz" className="label-caps text-ink-soft">
          Abroad? Show my time too
        </label>
        <select id="tz" name="tz" defaultValue={zone} className={controlClass}>
          <option value="">Lagos time only</option>
          {ABROAD_ZONES.map((z) => (
            <option key={z.zone} value={z.zone}>
              {z.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
        Show the times
      </button>
    </form>
  );
}
