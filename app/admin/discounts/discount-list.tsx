import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatMoney, nairaMoney } from "~/features/currency";
import { discountWords, type WelcomeFormErrors } from "~/features/discounts";
import { DiscountValueFields } from "./discount-form";

/** One of the owner's codes as her list shows it. */
export interface DiscountRow {
  id: number;
  code: string;
  /** What it applies to, in words. */
  scope: string;
  kind: "percent" | "amount";
  value: number;
  minimumOrder: number;
  /** "From … to …" in Lagos words, or "". */
  when: string;
  used: number;
  totalUses: number | null;
  active: boolean;
}

/** The owner's codes, newest first, each a link to its form. */
export function DiscountList({ codes }: { codes: readonly DiscountRow[] }) {
  if (codes.length === 0) return <p className="text-ink-soft">No discount codes yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line">
      {codes.map((c) => (
        <li key={c.id} className="flex flex-col gap-1 py-3">
          <a href={`/admin/codes/${c.id}`} className="font-medium break-all underline underline-offset-4">
            {c.code}
          </a>
          <p className="text-sm">
            {discountWords(c)}
            {c.minimumOrder > 0 ? ` on ${formatMoney(nairaMoney(c.minimumOrder))} or more` : ""}. Used {c.used}
            {c.totalUses === null ? "" : ` of ${c.totalUses}`}. {c.active ? "Active" : "Off"}.
          </p>
          <p className="text-sm">
            <span className="text-ink-soft">Applies to:</span> {c.scope}.
          </p>
          {c.when && <p className="text-xs text-ink-soft">{c.when}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The welcome offer's form values, as typed. */
export interface WelcomeValues {
  active: string;
  kind: string;
  value: string;
  minimumOrder: string;
  validDays: string;
}

/** What each new subscriber gets once she confirms: off until the owner turns it on. */
export function WelcomeForm({
  values: v,
  errors,
  saved,
}: {
  values: WelcomeValues;
  errors: WelcomeFormErrors;
  saved: boolean;
}) {
  const field = (name: "minimumOrder" | "validDays") => ({ name, defaultValue: v[name], error: errors[name] });
  return (
    <form method="post" className="flex min-w-0 flex-col gap-4 border border-line bg-white p-4" noValidate>
      <input type="hidden" name="intent" value="welcome" />
      <h2 className="text-2xl">Welcome code</h2>
      <p className="text-sm text-ink-soft">
        Each new subscriber who confirms her email gets her own code by email: one use, for her address only.
      </p>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id="page-welcome-active"
          type="checkbox"
          name="active"
          value="on"
          defaultChecked={v.active === "on"}
          className="size-6 shrink-0 accent-ink"
        />
        <label htmlFor="page-welcome-active">Send new subscribers a welcome code</label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DiscountValueFields labels={{ kind: "Welcome discount", value: "Welcome value" }} values={v} errors={errors} />
        <TextField
          {...field("minimumOrder")}
          label="Welcome minimum order (₦)"
          inputMode="numeric"
          hint="Empty: no minimum."
        />
        <TextField
          {...field("validDays")}
          label="Valid for (days)"
          inputMode="numeric"
          hint="From the email. Empty: no end."
        />
      </div>
      <button type="submit" className={buttonClass("primary", "w-full sm:w-auto sm:self-start")}>
        Save welcome code
      </button>
      {saved && (
        <p role="status" className="text-sm">
          Saved.
        </p>
      )}
    </form>
  );
}
