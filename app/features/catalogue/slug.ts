/**
 * The slug rule (docs/decisions/189-what-the-product-takes-from-its-specification.md):
 * the name lower-cased with spaces turned into hyphens.
 * With `removeAmpersand` (Bubble Girl) the '&-' left by ' & ' is removed too,
 * so 'Bubble & Molly Combo' becomes 'bubble-molly-combo'.
 */
export function slugify(name: string, opts?: { removeAmpersand?: boolean }): string {
  const slug = name.toLowerCase().replace(/ /g, "-");
  return opts?.removeAmpersand ? slug.replace(/&-/g, "") : slug;
}

/** Image key of the n-th carousel image (n from 1) of a product. */
export function productImageKey(p: { slug: string }, n: number): string {
  return `products/${p.slug}/${n}`;
}
