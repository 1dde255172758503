// The admin's lists (orders, messages) are shown a page at a time, newest first.

/** The page number asked for in the address: a whole number from 1, otherwise 1. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/** How many pages `total` items fill at `pageSize` a page; an empty list still has its one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
