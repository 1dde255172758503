import type { MouseEvent } from "react";
import { CloseIcon } from "~/components/ui/icons";
import type { ListingQuery } from "../query";
import { clearHref, toggleHref, listingHref, type ListingBase } from "../urls";
import type { Facet } from "../view";

interface Chip {
  label: string;
  href: string;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A link for each filter in force, which removes it. */
function chips(base: ListingBase, query: ListingQuery, facets: readonly Facet[]): Chip[] {
  const list: Chip[] = [];
  for (const facet of facets) {
    for (const v of facet.values) {
      if (!v.selected) continue;
      const label = facet.name === "size" ? `Size ${v.label}` : v.label;
      list.push({ label, href: toggleHref(base, query, facet.name, v.value) });
    }
  }
  if (query.min !== undefined)
    list.push({ label: `From ₦${grouped(query.min)}`, href: listingHref(base, { ...query, min: undefined, page: 1 }) });
  if (query.max !== undefined)
    list.push({
      label: `Up to ₦${grouped(query.max)}`,
      href: listingHref(base, { ...query, max: undefined, page: 1 }),
    });
  return list;
}

/** The filters in force, each removable, and a link clearing them all. */
export function ActiveFilters({
  base,
  query,
  facets,
  onFollow,
}: {
  base: ListingBase;
  query: ListingQuery;
  facets: readonly Facet[];
  onFollow?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const list = chips(base, query, facets);
  if (list.length === 0) return null;
  const clear = clearHref(base, query);
  return (
    <ul aria-label="Filters in force" className="flex flex-wrap items-center gap-2">
      {list.map((chip) => (
        <li key={chip.href}>
          <a
            href={chip.href}
            onClick={(e) => onFollow?.(e, chip.href)}
            className="inline-flex min-h-9 items-center gap-1.5 border border-line bg-white py-1 pl-3 pr-2 text-sm hover:border-ink"
          >
            <span className="sr-only">Remove </span>
            {chip.label}
            <CloseIcon className="size-4" />
          </a>
        </li>
      ))}
      <li>
        <a
          href={clear}
          onClick={(e) => onFollow?.(e, clear)}
          className={`label-caps px-2 py-2 underline underline-offset-4`}
        >
          Clear all
        </a>
      </li>
    </ul>
  );
}
