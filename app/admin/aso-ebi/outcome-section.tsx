import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { GroupOutcome } from "~/features/aso-ebi";
import { formatDay } from "~/lib/lagos-clock";
import type { Share } from "./group-view";
import { ReturnMethodFields } from "./return-method-fields";
import type { OutcomeField } from "./outcome-form";

type Errors = Partial<Record<OutcomeField | "form", string>>;

/** What she chose, in words, once chosen. */
export function outcomeWords(g: { outcome: GroupOutcome | null; extendedTo: string | null }): string | null {
  switch (g.outcome) {
    case "go-ahead":
      return "You chose to go ahead with the members the group has.";
    case "extended":
      return `You extended the last day to join to ${formatDay(g.extendedTo ?? "")}.`;
    case "returned":
      return "You called the group off: every payment was returned and its orders cancelled.";
    default:
      return null;
  }
}

/**
 * The deadline passed with the minimum not met: three forms, one choice, taken once (another tab
 * or a second press changes nothing).
 */
export function OutcomeSection({
  group,
  paidShares,
  paystack,
  errors,
  today,
}: {
  group: { minimum: number | null; eventOn: string };
  paidShares: readonly Share[];
  paystack: boolean;
  errors: Errors;
  today: string;
}) {
  return (
    <section aria-labelledby="outcome-title" className="flex flex-col gap-4 border border-line bg-white p-4">
      <h2 id="outcome-title" className="text-xl">
        The minimum was not met
      </h2>
      <p>
        The group asked for at least {group.minimum} paid guests by its deadline and has {paidShares.length}. Choose
        once what happens: go ahead, give it more time, or return every payment.
      </p>
      {errors.form && (
        <p role="alert" className="border-l-4 border-danger px-4 py-2 text-sm text-danger">
          {errors.form}
        </p>
      )}
      <form method="post">
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="outcome" value="go-ahead" />
        <Button type="submit">Go ahead</Button>
      </form>
      <form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="outcome" value="extended" />
        <TextField
          type="date"
          name="extendedTo"
          label="New last day to join"
          min={today}
          max={group.eventOn}
          error={errors.extendedTo}
          hint={`After today, not after the event (${formatDay(group.eventOn)})`}
        />
        <Button type="submit" variant="outline" className="self-start">
          Extend the deadline
        </Button>
      </form>
      <form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="outcome" value="returned" />
        <ReturnMethodFields shares={paidShares} paystack={paystack} state="back" />
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              id="page-confirm"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "page-confirm-error" : undefined}
              className="mt-1 size-5"
            />
            <span>Yes, return every payment and cancel the group&apos;s orders</span>
          </label>
          {errors.confirm && (
            <p id="page-confirm-error" className="text-sm text-danger">
              {errors.confirm}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" className="self-start">
          Return every payment
        </Button>
      </form>
    </section>
  );
}
