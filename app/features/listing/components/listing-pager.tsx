import type { MouseEvent } from "react";

/** The pages to link: all of a few, else the first, the last and the current one's neighbours. */
export function pagesToLink(page: number, pageCount: number): Array<number | "gap"> {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? ["gap" as const, p] : [p]));
}

interface ListingPagerProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  onFollow?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center border border-line px-3 text-sm hover:border-ink";

/** Links to the results' other pages, the neighbours marked rel="prev" and rel="next". */
export function ListingPager({ page, pageCount, href, onFollow }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  const to = (p: number) => ({ href: href(p), onClick: (e: MouseEvent<HTMLAnchorElement>) => onFollow?.(e, href(p)) });
  return (
    <nav aria-label="Pages of results" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a {...to(page - 1)} rel="prev" className={`${link} label-caps px-4`}>
          Previous
        </a>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pagesToLink(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <a href={href(p)} aria-current="page" className={`${link} border-ink bg-ink text-ivory`}>
                  <span className="sr-only">Page </span>
                  {p}
                </a>
              ) : (
                <a {...to(p)} className={link}>
                  <span className="sr-only">Page </span>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <a {...to(page + 1)} rel="next" className={`${link} label-caps px-4`}>
          Next
        </a>
      )}
    </nav>
  );
}
