import { CONSENT_WORDING, MESSAGE_CONSENT, type ConsentPlace } from "../consent";

/**
 * Her WhatsApp or SMS updates, a plain checkbox in the words of its place: unticked unless she
 * ticked it (a refused form coming back, or a consent she has on her page). Without a `value` it
 * posts "on" under `name`.
 */
export function ConsentTick({
  place,
  name = MESSAGE_CONSENT.field,
  value,
  defaultChecked = false,
  note,
}: {
  place: ConsentPlace;
  name?: string;
  value?: string;
  defaultChecked?: boolean;
  /** Beside the words, in small: the number it goes to. */
  note?: string;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-4 shrink-0 accent-ink"
      />
      <span>
        {CONSENT_WORDING[place]}
        {note && <span className="block text-ink-soft">{note}</span>}
      </span>
    </label>
  );
}
