import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductFacts } from "~/features/catalogue";
import type { ProductPlans } from "~/features/pay-plans";
import type { Cart } from "./cart";
import { fetchProductFacts, MAX_FACTS_IDS } from "./facts-request";
import { MAX_TIMER_MS, priceChanges, repriceAt, type PriceChange } from "./price-changes";
import type { KnownFacts } from "./priced-cart";

/** What the server gave a cart or checkout page: the cart it read from the cookie, and its products' facts. */
export interface ServerCartData {
  serverCart: Cart;
  facts: ProductFacts[];
  /** For how many ms their prices hold: until a sale starts or ends; null or absent when none is due. */
  pricesFor?: number | null;
  /** At the checkout, the plans the owner set on its products, by product id (features/pay-plans). */
  plans?: ProductPlans;
}

/** Each product the page knows about: its facts, or null when the shop no longer sells it. */
type Known = ReadonlyMap<number, ProductFacts | null>;

/** Open carts ask for their new prices over this long after a sale starts or ends, not all at once. */
const REPRICE_SPREAD_MS = 2000;
/** A failed re-pricing is tried again after this long. */
const RETRY_MS = 30_000;

/** The server's answer for every product of the cart it saw: the facts it gave, or none at all. */
function knownFromServer(server: ServerCartData | null): Known {
  const known = new Map<number, ProductFacts | null>();
  for (const entry of server?.serverCart.items ?? []) known.set(entry.productId, null);
  for (const facts of server?.facts ?? []) known.set(facts.id, facts);
  return known;
}

const spread = () => Math.random() * REPRICE_SPREAD_MS;

/**
 * What the page knows of its cart's products, and the prices that changed while it was open.
 * The server's facts cover the cart it read from the cookie; a product it did not see (a line
 * added in another tab, a lapsed cookie) is asked of the shop (GET /api/products), and shows as
 * being checked meanwhile, or as not checked if that fails. When a sale starts or ends (the
 * server says when), the page asks again for every product it knows and says which prices moved;
 * while `held` (an order placed is being paid, at the prices it was placed at) it asks only after.
 */
export function useProductFacts(server: ServerCartData | null, cart: Cart, held = false) {
  const [known, setKnown] = useState(() => knownFromServer(server));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [changes, setChanges] = useState<readonly PriceChange[]>([]);
  const [repriceDue, setRepriceDue] = useState(() => repriceAt(server?.pricesFor, Date.now(), spread()));
  const knownNow = useRef(known);
  knownNow.current = known;
  const missing = [...new Set(cart.items.map((entry) => entry.productId))]
    .filter((id) => !known.has(id) && !failed.has(id))
    .slice(0, MAX_FACTS_IDS);
  const asking = missing.join(",");

  useEffect(() => {
    if (!asking) return;
    const ids = asking.split(",").map(Number);
    let current = true;
    fetchProductFacts(ids).then(
      ({ products, pricesFor }) => {
        if (!current) return;
        setRepriceDue((due) => due ?? repriceAt(pricesFor, Date.now(), spread()));
        setKnown((before) => {
          const next = new Map(before);
          for (const id of ids) next.set(id, products.find((f) => f.id === id) ?? null);
          return next;
        });
      },
      () => {
        if (current) setFailed((before) => new Set([...before, ...ids]));
      },
    );
    return () => {
      current = false;
    };
  }, [asking]);

  useEffect(() => {
    if (repriceDue === null || held) return;
    let waiting = true;
    function reprice() {
      if (!waiting) return;
      waiting = false;
      const before = knownNow.current;
      const ids = [...before.keys()].slice(0, MAX_FACTS_IDS);
      if (ids.length === 0) return setRepriceDue(null);
      fetchProductFacts(ids).then(
        ({ products, pricesFor }) => {
          setChanges(priceChanges(before, products));
          setKnown((now) => {
            const next = new Map(now);
            for (const id of ids) next.set(id, products.find((f) => f.id === id) ?? null);
            return next;
          });
          setRepriceDue(repriceAt(pricesFor, Date.now(), spread()));
        },
        () => setRepriceDue(Date.now() + RETRY_MS),
      );
    }
    const wait = repriceDue - Date.now();
    // A phone's background tab may sleep past the instant: it asks when shown again.
    const timer = wait <= MAX_TIMER_MS ? setTimeout(reprice, Math.max(0, wait)) : undefined;
    const whenShown = () => {
      if (document.visibilityState === "visible" && Date.now() >= repriceDue) reprice();
    };
    document.addEventListener("visibilitychange", whenShown);
    return () => {
      waiting = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", whenShown);
    };
  }, [repriceDue, held]);

  const knownFacts: KnownFacts = useCallback(
    (productId: number) => {
      const facts = known.get(productId);
      if (facts) return facts;
      if (facts === null) return "gone";
      return failed.has(productId) ? "unchecked" : "checking";
    },
    [known, failed],
  );
  /** Asks the shop for the prices again now (it refused an order priced otherwise). */
  const repriceNow = useCallback(() => setRepriceDue(Date.now()), []);
  return { known: knownFacts, priceChanges: changes, repriceNow };
}
