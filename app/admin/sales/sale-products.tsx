import { controlClass } from "~/components/ui/field";
import { ChevronDownIcon } from "~/components/ui/icons";
import { formatPrice } from "~/features/currency";
import { legendClass, type CollectionChoice } from "../products/product-form-parts";
import { choiceField, priceField, type SaleFieldErrors, type SaleFormValues } from "./sale-input";
import type { SaleProductRow } from "./sale-parts";

interface SaleProductsProps {
  values: SaleFormValues;
  errors: SaleFieldErrors;
  products: readonly SaleProductRow[];
  collections: readonly CollectionChoice[];
}

interface Group {
  key: string;
  title: string;
  note?: string;
  products: SaleProductRow[];
}

/** The products by collection, in the shop's order, then the parts of combos on their own. */
function groupsOf(products: readonly SaleProductRow[], collections: readonly CollectionChoice[]): Group[] {
  const groups: Group[] = collections.map((c) => ({
    key: c.slug,
    title: c.name,
    products: products.filter((p) => p.collection === c.slug && !p.comboPart),
  }));
  groups.push({
    key: "combo-parts",
    title: "Parts of combos",
    note: "A part of a combo is in a sale only when added here: a whole-shop or collection sale leaves it out.",
    products: products.filter((p) => p.comboPart),
  });
  return groups.filter((g) => g.products.length > 0);
}

const smallLabel = "text-xs text-ink-soft";
const compact = controlClass.replace("px-3.5", "px-2.5");

function ProductRow({
  product: p,
  values: v,
  errors,
}: {
  product: SaleProductRow;
  values: SaleFormValues;
  errors: SaleFieldErrors;
}) {
  const choice = choiceField(p.id);
  const price = priceField(p.id);
  const choiceError = errors[choice];
  const priceError = errors[price];
  const describedBy = [choiceError && `page-${choice}-error`, priceError && `page-${price}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <li className="grid grid-cols-2 gap-x-3 gap-y-1.5 py-3 sm:grid-cols-[1fr_9rem_9rem] sm:items-end">
      <div className="col-span-2 flex min-w-0 flex-wrap items-baseline gap-x-2 sm:col-span-1 sm:self-center">
        <span className="font-medium break-words">{p.name}</span>
        <span className="text-sm text-ink-soft tabular-nums">
          #{p.id} · Regular {formatPrice(p.price)}
        </span>
        {p.comboPart && <span className="label-caps border border-hazel px-1.5 text-hazel-deep">Combo part</span>}
        {!p.published && <span className="label-caps border border-line px-1.5 text-ink-soft">Draft</span>}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`page-${choice}`} className={smallLabel}>
          <span className="sr-only">{p.name}: </span>In the sale
        </label>
        <select
          id={`page-${choice}`}
          name={choice}
          defaultValue={v.products[String(p.id)] ?? ""}
          aria-invalid={choiceError ? true : undefined}
          aria-describedby={choiceError ? `page-${choice}-error` : undefined}
          className={compact}
        >
          <option value="">{p.comboPart ? "Not in it" : "As above"}</option>
          <option value="add">Add it</option>
          {!p.comboPart && <option value="out">Leave out</option>}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`page-${price}`} className={smallLabel}>
          <span className="sr-only">{p.name}: </span>Sale price (₦)
        </label>
        <input
          id={`page-${price}`}
          name={price}
          defaultValue={v.prices[String(p.id)] ?? ""}
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={compact}
        />
      </div>
      {[choiceError && [choice, choiceError], priceError && [price, priceError]].map(
        (e) =>
          e && (
            <p key={e[0]} id={`page-${e[0]}-error`} className="col-span-2 text-sm text-danger sm:col-span-3">
              {e[1]}
            </p>
          ),
      )}
    </li>
  );
}

/**
 * Every product, a row each, grouped by collection in folding sections so a long catalogue
 * stays short on a phone: whether it is in the sale beyond the choice above (added, left out)
 * and its sale price. A section with a message opens by itself.
 */
export function SaleProducts({ values, errors, products, collections }: SaleProductsProps) {
  const error = errors.prices;
  return (
    <fieldset
      id="page-prices"
      className="min-w-0"
      aria-describedby={error ? "page-prices-hint page-prices-error" : "page-prices-hint"}
    >
      <legend className={legendClass}>Each product</legend>
      <div className="flex flex-col gap-3">
        <p id="page-prices-hint" className="text-xs text-ink-soft">
          Add a product to the sale or leave it out, whatever the choice above. With a sale price per product, type each
          price below its regular price; one left empty keeps its regular price. Prices of products not in the sale are
          not kept.
        </p>
        {error && (
          <p id="page-prices-error" className="text-sm text-danger">
            {error}
          </p>
        )}
        {groupsOf(products, collections).map((g) => {
          const withError = g.products.some((p) => errors[choiceField(p.id)] || errors[priceField(p.id)]);
          const priced = g.products.filter((p) => (values.prices[String(p.id)] ?? "").trim() !== "").length;
          return (
            <details key={g.key} open={withError} className="group border border-line bg-white">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                <span className="flex-1 font-medium">{g.title}</span>
                <span className="text-sm text-ink-soft tabular-nums">
                  {g.products.length} {g.products.length === 1 ? "product" : "products"}
                  {priced > 0 && ` · ${priced} priced`}
                </span>
              </summary>
              <div className="border-t border-line px-4">
                {g.note && <p className="pt-3 text-xs text-ink-soft">{g.note}</p>}
                <ul className="flex flex-col divide-y divide-line">
                  {g.products.map((p) => (
                    <ProductRow key={p.id} product={p} values={values} errors={errors} />
                  ))}
                </ul>
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
