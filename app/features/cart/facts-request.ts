import type { ProductFacts } from "~/features/catalogue";

/**
 * GET /api/products?ids=12,51: the facts of the products a page's cart holds that its server did
 * not know of (a line added in another tab, a cart cookie that had lapsed). Unknown ids are left
 * out of the answer: the shop no longer sells them.
 */
const FACTS_PATH = "/api/products";

/** Most products one request asks about. */
export const MAX_FACTS_IDS = 100;

/** The address that asks for these products' facts. */
export function factsAddress(ids: readonly number[]): string {
  return `${FACTS_PATH}?ids=${ids.join(",")}`;
}

/** The ids a request asks about, or why it is refused. */
export function parseFactsRequest(search: string): { ok: true; ids: number[] } | { ok: false; error: string } {
  const text = new URLSearchParams(search).get("ids") ?? "";
  const parts = text.split(",");
  if (!text || parts.some((part) => !/^[1-9]\d{0,8}$/.test(part)))
    return { ok: false, error: "ids must be product ids (whole numbers) separated by commas." };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_FACTS_IDS) return { ok: false, error: `ids may name at most ${MAX_FACTS_IDS} products.` };
  return { ok: true, ids };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNaira = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

const isSale = (value: unknown) =>
  value === undefined ||
  (isRecord(value) &&
    typeof value.name === "string" &&
    typeof value.badge === "string" &&
    !Number.isNaN(Date.parse(String(value.endsAt))));

function isProductFacts(value: unknown): value is ProductFacts {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.id) &&
    typeof value.name === "string" &&
    (value.path === null || typeof value.path === "string") &&
    isNaira(value.price) &&
    isNaira(value.listPrice) &&
    isSale(value.sale) &&
    typeof value.imageKey === "string" &&
    typeof value.madeToOrder === "boolean"
  );
}

/** The shop's answer: the facts, and for how many ms their prices hold (null: no sale is due to start or end). */
export interface FactsAnswer {
  products: ProductFacts[];
  pricesFor: number | null;
}

/** The facts of an answer, only those asked about and well formed; undefined for an answer that is not one. */
export function readFactsAnswer(json: unknown, asked: readonly number[]): FactsAnswer | undefined {
  if (!isRecord(json) || !Array.isArray(json.products)) return undefined;
  const products = json.products.filter((p): p is ProductFacts => isProductFacts(p) && asked.includes(p.id));
  return { products, pricesFor: isNaira(json.pricesFor) ? (json.pricesFor as number) : null };
}

/** Asks the shop for the facts of these products; rejects when it cannot be reached or answers otherwise. */
export async function fetchProductFacts(ids: readonly number[], fetchImpl: typeof fetch = fetch): Promise<FactsAnswer> {
  const response = await fetchImpl(factsAddress(ids), { headers: { Accept: "application/json" } });
  const answer = response.ok ? readFactsAnswer(await response.json(), ids) : undefined;
  if (!answer) throw new Error(`The shop answered ${response.status} for the products' facts.`);
  return answer;
}
