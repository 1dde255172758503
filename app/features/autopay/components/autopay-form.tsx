import { buttonClass } from "~/components/ui/button";
import { AUTOPAY_INTENT, autopayLabel } from "../rules";

/** Her kept card's last 4 digits and whether she turned autopay on (her own page only). */
export interface AutopayChoiceView {
  last4: string;
  on: boolean;
  /** Each part her card could not pay, in her words (autopayHerLines). */
  missed: readonly string[];
}

/**
 * Her choice on her order page, a plain form: the box is ticked only once she ticked it and saved;
 * unticking and saving turns it off.
 */
export function AutopayForm({ choice }: { choice: AutopayChoiceView }) {
  return (
    <form method="post" className="flex flex-col gap-2" aria-labelledby="autopay-heading">
      <h2 id="autopay-heading" className="text-xl">
        Autopay
      </h2>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="autopay" value="on" defaultChecked={choice.on} className="size-5" />
        {autopayLabel(choice.last4)}
      </label>
      <p className="text-sm text-ink-soft">
        {choice.on
          ? "On: each part is charged on its due day. Untick and save to turn it off."
          : "Off: you pay each part yourself."}
      </p>
      {choice.missed.map((line) => (
        <p key={line} className="text-sm font-medium text-danger">
          {line}
        </p>
      ))}
      <button type="submit" name="intent" value={AUTOPAY_INTENT} className={buttonClass("outline", "w-fit")}>
        Save
      </button>
    </form>
  );
}
