import type { Db } from "../../db/db.server";
import { insertNewProduct } from "./product-writes.server";
import { readEditableProduct } from "./product-reads.server";

/** A free address for a copy in its listing: "orion-dress-copy", then "orion-dress-copy-2"… */
async function copySlug(tx: Db, collection: string, slug: string): Promise<string> {
  const base = `${slug}-copy`;
  const rows = await tx.query<{ slug: string }>(
    "select slug from products where collection = $1 and (slug = $2 or slug like $3)",
    [collection, base, `${base.replace(/[\\%_]/g, "\\$&")}-%`],
  );
  const used = new Set(rows.map((r) => r.slug));
  let n = 1;
  while (used.has(n === 1 ? base : `${base}-${n}`)) n += 1;
  return n === 1 ? base : `${base}-${n}`;
}

/**
 * A draft copy of a product at the end of its listing: "(copy)" after its name, a free address,
 * the same artwork; no extra placements, old addresses or stock. Returns its id.
 */
export async function copyProduct(tx: Db, id: number): Promise<number | undefined> {
  const found = await readEditableProduct(tx, id);
  if (!found) return undefined;
  const p = found.record;
  return insertNewProduct(tx, {
    ...p,
    name: `${p.name} (copy)`,
    slug: await copySlug(tx, p.collection, p.slug),
    comboItems: p.comboItems ?? [],
    published: false,
  });
}

export interface Move {
  /** The product's place in its listing before and after, from 1. */
  position: [number, number];
  /** The product it swapped places with. */
  neighbour: number;
}

/**
 * Swaps a product's place with its neighbour above or below in its listing (drafts included);
 * undefined at the listing's end. A listing with tied or gapped positions is numbered 0, 1, 2…
 * first, in the order it is shown.
 */
export async function moveProduct(tx: Db, id: number, direction: "up" | "down"): Promise<Move | undefined> {
  const [own] = await tx.query<{ collection: string; combo_part: boolean }>(
    "select collection, combo_part from products where id = $1",
    [id],
  );
  if (!own || own.combo_part) return undefined;
  const listing = await tx.query<{ id: number; position: number }>(
    "select id, position from products where collection = $1 and not combo_part order by position, id for update",
    [own.collection],
  );
  const at = listing.findIndex((r) => r.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  const neighbour = listing[to];
  if (at < 0 || !neighbour) return undefined;
  for (const [i, row] of listing.entries()) {
    const position = i === at ? to : i === to ? at : i;
    if (row.position !== position) {
      await tx.query("update products set position = $2 where id = $1", [row.id, position]);
    }
  }
  return { position: [at + 1, to + 1], neighbour: neighbour.id };
}
