import type { CatalogueRecords } from "./records";

/** JSON with every object's keys in order: the same text for the same record, however it was read. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * The products whose shopper-facing records differ between two catalogues: changed, added or
 * removed, or named by a shared page or redirect that changed.
 */
export function changedProductIds(a: CatalogueRecords, b: CatalogueRecords): number[] {
  const changed = new Set<number>();
  const compare = <T>(
    left: readonly T[],
    right: readonly T[],
    key: (x: T) => string | number,
    ids: (x: T) => number,
  ) => {
    const byKey = new Map(left.map((x) => [key(x), canonical(x)]));
    const seen = new Set<string | number>();
    for (const x of right) {
      seen.add(key(x));
      if (byKey.get(key(x)) !== canonical(x)) changed.add(ids(x));
    }
    for (const x of left) if (!seen.has(key(x))) changed.add(ids(x));
  };
  compare(
    a.products,
    b.products,
    (p) => p.id,
    (p) => p.id,
  );
  compare(
    a.sharedPages,
    b.sharedPages,
    (s) => s.path,
    (s) => s.productId,
  );
  compare(
    a.redirects,
    b.redirects,
    (r) => r.path,
    (r) => r.productId,
  );
  return [...changed];
}
