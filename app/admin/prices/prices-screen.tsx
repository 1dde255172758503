import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { PRICE_HEADERS, STOCK_WORDS } from "./price-file";
import { RAISE_MAX, RAISE_MIN } from "./price-raise";
import type { CollectionChoice } from "../products/product-form-parts";
import { PricesPreview } from "./prices-preview";
import type { PricesActionData } from "./prices-view";

export interface PricesScreenProps {
  collections: readonly CollectionChoice[];
  done: string | null;
  answer: PricesActionData | undefined;
}

const headerOf = (column: string) => PRICE_HEADERS.find(([c]) => c === column)![1];

/** How to fill in the file's cells, folded away until asked for. */
function CellRules() {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer underline underline-offset-4">How to fill in the cells</summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        <li>
          The shop reads “{headerOf("price")}”, “{headerOf("originalPrice")}”, “{headerOf("dollarPrice")}” and the
          “Stock of …” columns. Leave “{headerOf("id")}” and “{headerOf("version")}” as they are: the version tells the
          shop which copy of the product you changed. Columns marked “not read” are there to help you find your way.
        </li>
        <li>Prices are whole naira: 35000, 35,000 and ₦35,000 are the same; 35000.50 is refused.</li>
        <li>An empty struck-through price shows none; one must be above the price.</li>
        <li>
          A dollar price is what a shopper abroad pays outside a sale, in dollars and cents (120 or 120.50); empty, its
          dollars come from your approved rate (Delivery abroad).
        </li>
        <li>
          Stock is the pieces left to sell of a size; “{STOCK_WORDS.notCounted}” (or empty) stops counting it. Cells
          saying “{STOCK_WORDS.notOffered}” or “{STOCK_WORDS.madeToOrder}” stay so: change those on the product’s page.
        </li>
        <li>A row left as it was changes nothing, and you can delete rows you do not change.</li>
      </ul>
    </details>
  );
}

function FileSection({ answer }: { answer: PricesActionData | undefined }) {
  const error = answer?.kind === "upload-invalid" ? answer.message : undefined;
  return (
    <section aria-labelledby="file-heading" className="flex flex-col gap-4">
      <h2 id="file-heading" className="text-2xl">
        Prices and stock in a spreadsheet
      </h2>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        <li>
          <a href="/admin/products/prices.csv" className="font-medium underline underline-offset-4">
            Download the prices file (CSV)
          </a>
          : every product, drafts too.
        </li>
        <li>Open it in a spreadsheet and change prices and stock.</li>
        <li>Upload it here, or paste its rows: you see every change before anything is applied.</li>
      </ol>
      <CellRules />
      <form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="preview-file" />
        <TextField
          label="The changed file (CSV)"
          name="file"
          type="file"
          accept=".csv,text/csv,text/plain"
          error={error}
        />
        <details>
          <summary className="cursor-pointer text-sm underline underline-offset-4">Or paste the rows instead</summary>
          <TextAreaField
            label="Rows copied from the spreadsheet, the header row too"
            name="pasted"
            rows={6}
            spellCheck={false}
            className="mt-2"
          />
        </details>
        <button type="submit" className={buttonClass("primary", "self-start")}>
          Preview the file’s changes
        </button>
      </form>
    </section>
  );
}

function RaiseSection({
  collections,
  answer,
}: {
  collections: readonly CollectionChoice[];
  answer: PricesActionData | undefined;
}) {
  const invalid = answer?.kind === "raise-invalid" ? answer : undefined;
  const chosen = answer?.kind === "preview" && answer.source.kind === "raise" ? answer.source : undefined;
  return (
    <section aria-labelledby="raise-heading" className="flex flex-col gap-4">
      <h2 id="raise-heading" className="text-2xl">
        Raise a collection’s prices
      </h2>
      <p className="text-sm">
        Every product of the collection, drafts too, by the same percentage, each price rounded to the nearest ₦500. A
        struck-through price moves by the same rule, and goes if it is no longer above the price. You see every change
        before anything is applied. For a sale that ends, schedule a sale instead.
      </p>
      <form method="post" encType="multipart/form-data" className="flex flex-wrap items-start gap-4" noValidate>
        <input type="hidden" name="intent" value="preview-raise" />
        <SelectField
          label="Collection"
          name="collection"
          defaultValue={invalid?.values.collection ?? chosen?.collection ?? ""}
          error={invalid?.errors.collection}
          className="w-full sm:w-60"
        >
          <option value="">Choose…</option>
          {collections.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="By (%)"
          name="percent"
          inputMode="text"
          autoComplete="off"
          defaultValue={invalid?.values.percent ?? (chosen ? String(chosen.percent) : "")}
          hint={`A whole number from ${RAISE_MIN} to ${RAISE_MAX}: 10 raises by 10%, -10 cuts by 10%.`}
          error={invalid?.errors.percent}
          className="w-full sm:w-60"
        />
        <button type="submit" className={buttonClass("primary", "w-full sm:mt-6 sm:w-auto")}>
          Preview the new prices
        </button>
      </form>
    </section>
  );
}

/** Prices in bulk: the preview of what was posted, the prices file, and a collection's raise. */
export function PricesScreen({ collections, done, answer }: PricesScreenProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/products" className="text-sm underline underline-offset-4">
          All products
        </a>
        <h1 className="text-3xl sm:text-4xl">Prices in bulk</h1>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      {answer?.kind === "refused" && (
        <p role="alert" className="border-l-4 border-danger bg-white px-4 py-3 text-danger">
          {answer.message}
        </p>
      )}
      {answer?.kind === "preview" && <PricesPreview {...answer} />}
      <FileSection answer={answer} />
      <RaiseSection collections={collections} answer={answer} />
    </>
  );
}
