import { useCallback, useEffect, useState } from "react";
import type { ProductFacts } from "~/features/catalogue";
import type { Cart } from "./cart";
import { fetchProductFacts, MAX_FACTS_IDS } from "./facts-request";
import type { KnownFacts } from "./priced-cart";

/** What the server gave a cart or checkout page: the cart it read from the cookie, and its products' facts. */
export interface ServerCartData {
  serverCart: Cart;
  facts: ProductFacts[];
}

/** Each product the page knows about: its facts, or null when the shop no longer sells it. */
type Known = ReadonlyMap<number, ProductFacts | null>;

/** The server's answer for every product of the cart it saw: the facts it gave, or none at all. */
function knownFromServer(server: ServerCartData | null): Known {
  const known = new Map<number, ProductFacts | null>();
  for (const entry of server?.serverCart.items ?? []) known.set(entry.productId, null);
  for (const facts of server?.facts ?? []) known.set(facts.id, facts);
  return known;
}

/**
 * What the page knows of its cart's products. The server's facts cover the cart it read from the
 * cookie; a product it did not see (a line added in another tab, a lapsed cookie) is asked of the
 * shop (GET /api/products), and shows as being checked meanwhile, or as not checked if that fails.
 */
export function useProductFacts(server: ServerCartData | null, cart: Cart): KnownFacts {
  const [known, setKnown] = useState(() => knownFromServer(server));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const missing = [...new Set(cart.items.map((entry) => entry.productId))]
    .filter((id) => !known.has(id) && !failed.has(id))
    .slice(0, MAX_FACTS_IDS);
  const asking = missing.join(",");

  useEffect(() => {
    if (!asking) return;
    const ids = asking.split(",").map(Number);
    let current = true;
    fetchProductFacts(ids).then(
      (found) => {
        if (!current) return;
        setKnown((before) => {
          const next = new Map(before);
          for (const id of ids) next.set(id, found.find((f) => f.id === id) ?? null);
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

  return useCallback(
    (productId: number) => {
      const facts = known.get(productId);
      if (facts) return facts;
      if (facts === null) return "gone";
      return failed.has(productId) ? "unchecked" : "checking";
    },
    [known, failed],
  );
}
