import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

/**
 * The ready day she sets by hand (a fitting moved, a piece done early): a working day from today
 * on; the order then counts in that week of the atelier's queue.
 */
export function ReadyBySection({
  reference,
  readyBy,
  error,
}: {
  reference: string;
  readyBy: string | null;
  error?: { message: string };
}) {
  return (
    <section aria-labelledby="ready-by-heading" className="flex flex-col gap-3">
      <h2 id="ready-by-heading" className="text-xl">
        Ready day
      </h2>
      <form
        method="post"
        action={`/admin/orders/${reference}/ready-by`}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <TextField
          name="readyBy"
          type="date"
          label="Ready to collect or dispatch on"
          defaultValue={readyBy ?? ""}
          error={error?.message}
          hint="A working day from today on; a deposit's balance falls due 24 hours before it"
        />
        <Button type="submit" variant="outline">
          Set the ready day
        </Button>
      </form>
    </section>
  );
}
