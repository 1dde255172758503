import type { PricePlan } from "./price-plan";

// What the prices screen shows (docs/decisions/218-prices-in-bulk.md): its forms' answers, and
// the sentence after an apply.

/** The source of a preview, which its apply form carries back. */
export type PriceSourceView =
  | { kind: "file"; name: string; text: string }
  | { kind: "raise"; collection: string; collectionName: string; percent: number };

export type RaiseErrors = Partial<Record<"collection" | "percent", string>>;

/** The answer to one of the screen's forms. */
export type PricesActionData =
  | { kind: "refused"; message: string }
  | { kind: "upload-invalid"; message: string }
  | { kind: "raise-invalid"; errors: RaiseErrors; values: { collection: string; percent: string } }
  | {
      kind: "preview";
      source: PriceSourceView;
      plan: PricePlan;
      /** planDigest of the plan: the apply goes ahead only if the plan made again is the same. */
      digest: string;
      /** The apply found the shop changed since the preview shown before: this is the plan made again. */
      moved: boolean;
    };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const changesText = (n: number) => count(n, "change", "changes");
export const productsText = (n: number) => count(n, "product", "products");

/** The sentence after an apply, from the numbers in the address it lands on; null when they are not numbers. */
export function appliedText(search: URLSearchParams): string | null {
  const [changes, products] = [search.get("applied"), search.get("products")];
  if (!changes || !products || !/^\d{1,6}$/.test(changes) || !/^\d{1,6}$/.test(products)) return null;
  return `Applied: ${changesText(Number(changes))} to ${productsText(Number(products))}, each in its product’s history. The shop shows them within seconds.`;
}
