import type { Sale, SaleDiscount, SaleScope } from "~/features/sales";
import type { Db } from "../db/db.server";

/** A sale as stored, with who saved it last and how many times. */
export interface StoredSale extends Sale {
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

/** What the owner's form sets on a sale. */
export type SaleFields = Omit<Sale, "id">;

type SaleRow = {
  id: number;
  name: string;
  badge: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  scope: SaleScope;
  discount: SaleDiscount;
  version: number;
  updated_by: string;
  updated_at: Date | string;
};

const COLUMNS = "id, name, badge, starts_at, ends_at, scope, discount, version, updated_by, updated_at";

const saleOf = (r: SaleRow): StoredSale => ({
  id: r.id,
  name: r.name,
  badge: r.badge,
  startsAt: new Date(r.starts_at).toISOString(),
  endsAt: new Date(r.ends_at).toISOString(),
  scope: r.scope,
  discount: r.discount,
  version: r.version,
  updatedBy: r.updated_by,
  updatedAt: new Date(r.updated_at),
});

/** Every sale not ended by `since` (all of them without it), soonest first. */
export async function readSales(db: Db, since?: Date): Promise<StoredSale[]> {
  const rows = await db.query<SaleRow>(
    `select ${COLUMNS} from sales where $1::timestamptz is null or ends_at > $1 order by starts_at, id`,
    [since ?? null],
  );
  return rows.map(saleOf);
}

/** One sale, or undefined. */
export async function readSale(db: Db, id: number): Promise<StoredSale | undefined> {
  const [row] = await db.query<SaleRow>(`select ${COLUMNS} from sales where id = $1`, [id]);
  return row && saleOf(row);
}

const values = (f: SaleFields) => [
  f.name,
  f.startsAt,
  f.endsAt,
  JSON.stringify(f.scope),
  JSON.stringify(f.discount),
  f.badge ?? null,
];

/** Stores a new sale; its id. */
export async function insertSale(db: Db, fields: SaleFields, actor: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into sales (name, starts_at, ends_at, scope, discount, badge, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [...values(fields), actor],
  );
  return row!.id;
}

/** Saves a sale if nobody saved it since `version`; false when someone did (or it is gone). */
export async function updateSale(
  db: Db,
  id: number,
  version: number,
  fields: SaleFields,
  actor: string,
): Promise<boolean> {
  const rows = await db.query(
    `update sales set name = $1, starts_at = $2, ends_at = $3, scope = $4, discount = $5, badge = $6,
       updated_by = $7, version = version + 1, updated_at = now()
     where id = $8 and version = $9 returning id`,
    [...values(fields), actor, id, version],
  );
  return rows.length === 1;
}

/** Removes a sale; false when it was already gone. */
export async function deleteSale(db: Db, id: number): Promise<boolean> {
  const rows = await db.query("delete from sales where id = $1 returning id", [id]);
  return rows.length === 1;
}
