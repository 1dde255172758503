import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { QueueChart } from "./queue-chart";
import type { QueueWeek } from "./queue-weeks";
import { ErrorSummary } from "../shared/error-summary";
import type { CapacityValues } from "./capacity-form";

const LABELS: Record<string, string> = { weekly: "Pieces a week", express: "Of them express" };

/** The atelier's capacity form, its messages, and the six weeks it is measured against. */
export function CapacityScreen({
  values,
  errors,
  saved,
  weeks,
}: {
  values: CapacityValues;
  errors: Record<string, string>;
  saved: boolean;
  weeks: readonly QueueWeek[];
}) {
  return (
    <>
      <h1 className="text-3xl sm:text-4xl">The atelier</h1>
      <p className="max-w-2xl text-sm text-ink-soft">
        Every made-to-order piece takes a place in the week it is promised ready. The product pages, the checkout and
        quotes promise the first week with room left for the order, skipping closed days; express only while a week
        within express's days has express places left.
      </p>
      {saved && (
        <p role="status" className="border-l-4 border-hazel bg-white px-4 py-3 text-sm">
          Capacity saved. New promises follow it.
        </p>
      )}
      <ErrorSummary errors={errors} labelOf={(key) => LABELS[key] ?? key} />
      <form method="post" className="flex max-w-md flex-col gap-4" noValidate>
        <TextField
          name="weekly"
          label="Pieces a week"
          inputMode="numeric"
          defaultValue={values.weekly}
          error={errors.weekly}
          hint="Made-to-order pieces the atelier finishes in a week, 1 or more"
        />
        <TextField
          name="express"
          label="Of them express"
          inputMode="numeric"
          defaultValue={values.express}
          error={errors.express}
          hint="How many of the week's pieces may be express, 0 for none"
        />
        <Button type="submit" className="self-start">
          Save capacity
        </Button>
      </form>
      <section aria-labelledby="weeks-title" className="flex flex-col gap-3">
        <h2 id="weeks-title" className="text-xl">
          The next six weeks
        </h2>
        <QueueChart weeks={weeks} />
      </section>
    </>
  );
}
