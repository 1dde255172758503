import type { ChangeEvent, FormEvent, KeyboardEvent, ReactNode, Ref } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { CloseIcon } from "~/components/ui/icons";
import type { ListingQuery, SortKey } from "../query";
import type { Facet, FacetName } from "../view";
import { CurrencyEquivalent } from "./currency-equivalent";
import { parseNaira } from "../query";

export const FILTERS_ID = "listing-filters";
const legendClass = "label-caps text-ink";
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

interface FilterPanelProps {
  action: string;
  fixed: ReadonlyArray<readonly [string, string]>;
  facets: readonly Facet[];
  /** What the controls show: the address's query, or the one just asked for while it loads. */
  query: ListingQuery;
  prices: { min: number; max: number } | null;
  /** The name of the list's own order: "Featured" on a listing, "Relevance" on search results. */
  ownOrderLabel: string;
  /** The typed price fields' text (they are the panel's own state while typed). */
  priceText: { min: string; max: string };
  /** The results' count for the drawer's button, once known in the browser. */
  showLabel: string;
  /** The drawer is open (a phone, with a script); without one the panel opens as the address's target. */
  open: boolean;
  panelRef?: Ref<HTMLDivElement>;
  onToggle?: (facet: FacetName, value: string) => void;
  onSort?: (sort: SortKey) => void;
  onPriceText?: (field: "min" | "max", text: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onClose?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  closeHref: string;
}

const SORTS: ReadonlyArray<readonly [SortKey, string]> = [
  ["newest", "Newest"],
  ["price-asc", "Price, low to high"],
  ["price-desc", "Price, high to low"],
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-5">
      <legend className={`${legendClass} float-left mb-3 w-full`}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A facet's checkboxes, each with its count; a value none of the results would have is disabled. */
function FacetGroup({
  facet,
  query,
  onToggle,
}: {
  facet: Facet;
  query: ListingQuery;
  onToggle?: FilterPanelProps["onToggle"];
}) {
  const pills = facet.name === "size";
  const isChecked = (value: string) => selectedIn(query, facet.name).includes(value);
  return (
    <Group legend={facet.label}>
      <ul className={pills ? "flex flex-wrap gap-2" : "flex flex-col gap-1"}>
        {facet.values.map((v) => {
          const id = `${FILTERS_ID}-${facet.name}-${v.value}`;
          const checked = isChecked(v.value);
          const disabled = v.count === 0 && !checked;
          const input = (
            <input
              id={id}
              type="checkbox"
              name={facet.name}
              value={v.value}
              checked={checked}
              disabled={disabled}
              onChange={(e: ChangeEvent<HTMLInputElement>) => onToggle?.(facet.name, e.currentTarget.value)}
              className={pills ? "peer sr-only" : "size-5 shrink-0 accent-ink disabled:opacity-40"}
            />
          );
          if (pills) {
            return (
              <li key={v.value}>
                {input}
                <label
                  htmlFor={id}
                  className="flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center border border-line bg-white px-3 text-sm leading-tight peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-hazel peer-disabled:cursor-not-allowed peer-disabled:bg-linen peer-disabled:text-ink-soft/70 peer-disabled:line-through"
                >
                  <span>{v.label}</span>
                  <span className="text-xs opacity-75">({v.count})</span>
                </label>
              </li>
            );
          }
          return (
            <li key={v.value} className="flex min-h-10 items-center gap-3">
              {input}
              <label
                htmlFor={id}
                className={`flex flex-1 cursor-pointer justify-between gap-3 ${disabled ? "cursor-not-allowed text-ink-soft/70" : ""}`}
              >
                <span>{v.label}</span>
                <span className="tabular-nums text-ink-soft">({v.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}

function selectedIn(query: ListingQuery, facet: FacetName): readonly string[] {
  switch (facet) {
    case "size":
      return query.sizes;
    case "stock":
      return query.stock;
    case "sale":
      return query.sale ? ["1"] : [];
    case "collection":
      return query.collections;
    case "garment":
      return query.garments;
  }
}

function PriceField({
  field,
  label,
  text,
  placeholder,
  onPriceText,
}: {
  field: "min" | "max";
  label: string;
  text: string;
  placeholder?: number;
  onPriceText?: FilterPanelProps["onPriceText"];
}) {
  const id = `${FILTERS_ID}-${field}`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm">
        <span className="sr-only">Price </span>
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-ink-soft"
        >
          ₦
        </span>
        <input
          id={id}
          name={field}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          value={text}
          onChange={(e) => onPriceText?.(field, e.currentTarget.value)}
          placeholder={placeholder === undefined ? undefined : grouped(placeholder)}
          aria-describedby={`${id}-equivalent`}
          className={`${controlClass} pl-7 tabular-nums`}
        />
      </div>
      <CurrencyEquivalent id={`${id}-equivalent`} naira={parseNaira(text)} />
    </div>
  );
}

/**
 * The listing's filters and order: one GET form, so it works without a script. On a phone it is a
 * drawer, opened as the address's target (#listing-filters) without a script, as a modal with one.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { facets, query, prices, open } = props;
  return (
    <div
      id={FILTERS_ID}
      ref={props.panelRef}
      data-open={open || undefined}
      role={open ? "dialog" : undefined}
      aria-modal={open || undefined}
      aria-labelledby={`${FILTERS_ID}-heading`}
      onKeyDown={props.onKeyDown}
      className="peer scroll-mt-28 max-lg:fixed max-lg:inset-y-0 max-lg:left-0 max-lg:z-50 max-lg:hidden max-lg:w-[min(88vw,24rem)] max-lg:flex-col max-lg:overflow-y-auto max-lg:bg-ivory max-lg:shadow-2xl max-lg:target:flex max-lg:data-open:flex"
    >
      <div className="flex items-center justify-between gap-3 max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:border-b max-lg:border-line max-lg:bg-ivory max-lg:px-5 max-lg:py-3">
        <h2 id={`${FILTERS_ID}-heading`} tabIndex={-1} className="label-caps text-ink focus:outline-none">
          Filter and sort
        </h2>
        <a
          href={props.closeHref}
          onClick={(e) => {
            if (!props.onClose) return;
            e.preventDefault();
            props.onClose();
          }}
          className="grid size-11 place-items-center lg:hidden"
          aria-label="Close filters"
        >
          <CloseIcon />
        </a>
      </div>
      <form
        method="get"
        action={props.action}
        aria-label="Filter and sort"
        // Back to an earlier page shows its own filters, not the ones ticked before leaving it.
        autoComplete="off"
        onSubmit={props.onSubmit}
        className="flex flex-col gap-5 max-lg:flex-1 max-lg:px-5 max-lg:pt-5 lg:pt-4"
      >
        {props.fixed.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${FILTERS_ID}-sort`} className={legendClass}>
            Sort by
          </label>
          <select
            id={`${FILTERS_ID}-sort`}
            name="sort"
            value={query.sort}
            onChange={(e) => props.onSort?.(e.currentTarget.value as SortKey)}
            className={controlClass}
          >
            <option value="owner">{props.ownOrderLabel}</option>
            {SORTS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {facets
          .filter((f) => f.name !== "garment" && f.name !== "collection")
          .map((facet) => (
            <FacetGroup key={facet.name} facet={facet} query={query} onToggle={props.onToggle} />
          ))}
        <Group legend="Price">
          <div className="flex gap-3">
            <PriceField
              field="min"
              label="From"
              text={props.priceText.min}
              placeholder={prices?.min}
              onPriceText={props.onPriceText}
            />
            <PriceField
              field="max"
              label="To"
              text={props.priceText.max}
              placeholder={prices?.max}
              onPriceText={props.onPriceText}
            />
          </div>
          <p className="text-xs text-ink-soft">In naira, whole amounts.</p>
        </Group>
        {facets
          .filter((f) => f.name === "garment" || f.name === "collection")
          .map((facet) => (
            <FacetGroup key={facet.name} facet={facet} query={query} onToggle={props.onToggle} />
          ))}
        <div className="flex flex-col gap-3 border-t border-line py-5 max-lg:sticky max-lg:bottom-0 max-lg:mt-auto max-lg:bg-ivory">
          <button type="submit" className={buttonClass("primary", "w-full")}>
            {props.showLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
