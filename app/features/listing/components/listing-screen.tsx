import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from "react";
import { wrapTab } from "~/components/ui/focus-wrap";
import { island } from "~/lib/islands/island";
import { LISTING_PAGE_SIZE, parseListingQuery, type ListingQuery, type SortKey } from "../query";
import { listingHref, pageHref, toggleQuery } from "../urls";
import type { FacetName } from "../view";
import { ActiveFilters } from "./active-filters";
import { FILTERS_ID, FilterPanel } from "./filter-panel";
import { ListingPager } from "./listing-pager";
import type { ListingScreenProps } from "./page-props";
import { ResultCard } from "./result-card";
import { useListingNavigation } from "./use-listing-navigation";
import { piecesText, resultsText } from "./words";

// The Naledi grid keeps its anchor (docs/decisions/030-browsing-screens.md); every listing has it.
const RESULTS_ID = "products";

const grouped = (n: number | undefined) => (n === undefined ? "" : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","));
const priceTextOf = (query: ListingQuery) => ({ min: grouped(query.min), max: grouped(query.max) });

/** A click that should open a new tab or window, which the page leaves to the browser. */
const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A listing with its filters, order and pages: the filter panel (a drawer on a phone), the filters
 * in force, the count, the cards and the pages. Every control is a link or a GET form; with a
 * script the results change in place (useListingNavigation).
 */
export function ListingScreen({ data: initial, label, ownOrderLabel }: ListingScreenProps) {
  const { data, announcement, busy, navigate } = useListingNavigation(initial);
  const { base } = data;
  // What the controls show: the query just asked for, until its results arrive.
  const [query, setQuery] = useState(data.query);
  const [priceText, setPriceText] = useState(() => priceTextOf(data.query));
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // New results show their query; the price fields keep what is being typed unless the bounds changed.
  const bounds = useRef(`${data.query.min}-${data.query.max}`);
  useEffect(() => {
    setQuery(data.query);
    const next = `${data.query.min}-${data.query.max}`;
    if (next !== bounds.current) setPriceText(priceTextOf(data.query));
    bounds.current = next;
  }, [data]);

  // The drawer is a phone's: on a wide screen the panel is a column of the page.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(`#${FILTERS_ID}-heading`)?.focus();
    const wide = window.matchMedia("(min-width: 1024px)");
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onWide);
    return () => wide.removeEventListener("change", onWide);
  }, [open]);

  const close = () => {
    setOpen(false);
    // Opened before the script started, the drawer is the address's target: only a new target closes it.
    if (panel.current?.matches(":target")) location.hash = RESULTS_ID;
    opener.current?.focus();
  };

  const go = (next: ListingQuery) => {
    setQuery(next);
    navigate(listingHref(base, next));
  };

  /** A link to other results: followed in place, the focus then on the results' heading. */
  const follow = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (modified(e)) return;
    e.preventDefault();
    navigate(href, {
      then: () => {
        heading.current?.focus();
        document.getElementById(RESULTS_ID)?.scrollIntoView({ block: "start" });
      },
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const asked = parseListingQuery(
      new URLSearchParams([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)] as [string, string])),
    );
    const next = { ...asked, page: 1 };
    const href = listingHref(base, next);
    if (open) close();
    if (href !== listingHref(base, data.query)) go(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open || !panel.current) return;
    if (e.key === "Escape") {
      e.preventDefault();
      close();
      return;
    }
    wrapTab(panel.current, e);
  };

  const count = piecesText(data.total);
  const filtersInForce =
    query.sizes.length +
    query.stock.length +
    query.collections.length +
    query.garments.length +
    (query.sale ? 1 : 0) +
    (query.min !== undefined ? 1 : 0) +
    (query.max !== undefined ? 1 : 0);

  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div>
        <FilterPanel
          action={base.path}
          fixed={base.fixed ?? []}
          facets={data.facets}
          query={query}
          prices={data.prices}
          ownOrderLabel={ownOrderLabel}
          priceText={priceText}
          showLabel={open ? `Show ${count.toLowerCase()}` : "Apply"}
          open={open}
          panelRef={panel}
          closeHref={`#${RESULTS_ID}`}
          onToggle={(facet: FacetName, value: string) => go(toggleQuery(query, facet, value))}
          onSort={(sort: SortKey) => go({ ...query, sort, page: 1 })}
          onPriceText={(field, text) => setPriceText((t) => ({ ...t, [field]: text }))}
          onSubmit={submit}
          onClose={close}
          onKeyDown={onKeyDown}
        />
        {/* The drawer's backdrop: a tap on it closes the drawer. */}
        <a
          href={`#${RESULTS_ID}`}
          tabIndex={-1}
          aria-hidden="true"
          onClick={(e) => {
            e.preventDefault();
            close();
          }}
          className="fixed inset-0 z-40 hidden bg-ink/45 max-lg:peer-target:block max-lg:peer-data-open:block"
        />
      </div>
      <section
        id={RESULTS_ID}
        aria-labelledby={`${RESULTS_ID}-heading`}
        aria-busy={busy || undefined}
        className="flex scroll-mt-28 flex-col gap-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <h2
            id={`${RESULTS_ID}-heading`}
            ref={heading}
            tabIndex={-1}
            className="font-sans text-base text-ink-soft focus:outline-none focus-visible:outline-2"
          >
            <span className="sr-only">{label}: </span>
            {resultsText(data.total, data.page, LISTING_PAGE_SIZE)}
          </h2>
          <a
            ref={opener}
            href={`#${FILTERS_ID}`}
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
            aria-haspopup="dialog"
            className="label-caps inline-flex min-h-11 items-center gap-2 border border-ink px-4 lg:hidden"
          >
            Filter and sort
            {filtersInForce > 0 && <span className="bg-ink px-1.5 py-0.5 text-ivory">{filtersInForce}</span>}
          </a>
        </div>
        <ActiveFilters base={base} query={data.query} facets={data.facets} onFollow={follow} />
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {data.items.length > 0 ? (
          <ul
            className={`grid grid-cols-1 gap-x-6 gap-y-12 sm:gap-x-8 md:grid-cols-2 xl:grid-cols-3 ${busy ? "opacity-60 transition-opacity" : ""}`}
          >
            {data.items.map((item, i) => (
              <li key={item.id} className={i > 0 ? "max-md:render-when-near" : undefined}>
                <ResultCard item={item} eager={i === 0} later={i > 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-3 py-10">
            <p className="text-lg">No pieces match these filters.</p>
            <p className="text-ink-soft">Try fewer sizes, a wider price range, or clear the filters.</p>
          </div>
        )}
        <ListingPager
          page={data.page}
          pageCount={data.pageCount}
          href={(p) => pageHref(base, data.query, p)}
          onFollow={follow}
        />
      </section>
    </div>
  );
}

export const ListingScreenIsland = island("listing-screen", ListingScreen);
