import { TextField } from "~/components/ui/field";

/** Orders placed between two days (WAT), as a CSV file: a plain GET form, so it downloads without JavaScript. */
export function ExportForm() {
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-4">
      <h2 id="export-heading" className="text-3xl">
        Export orders
      </h2>
      <form method="get" action="/admin/orders.csv" className="flex flex-wrap items-end gap-4">
        <TextField label="From" name="from" type="date" required className="w-44" />
        <TextField label="To" name="to" type="date" required className="w-44" />
        <button
          type="submit"
          className="label-caps inline-flex min-h-11 items-center border border-ink px-4 hover:bg-ink hover:text-ivory"
        >
          Download orders (CSV)
        </button>
      </form>
    </section>
  );
}
