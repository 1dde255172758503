import fs from "node:fs";
import { createHash } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { buildCatalogue, seedRecords } from "~/features/catalogue";
import type { ProductFormValues } from "~/admin/products/product-input";
import { newProductValues } from "~/admin/products/product-values";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import {
  changesSince as catalogueChanges,
  lastChangeId,
  productHistory,
  readCatalogueRecords,
  readEditableProduct,
  seedCatalogue,
} from "~/server/catalogue/store/index.server";
import { addPhoto, photosOfProduct } from "~/server/photos/store/index.server";
import { tempPhotoFiles } from "~/server/photos/test-photos.server";
import { availableStock, holdPieces } from "~/server/stock/store/index.server";
import { deleteDraft, duplicate, move, setPublished } from "./product-actions.server";
import { productEditorView } from "./product-editor.server";
import { productListView } from "./product-list.server";
import { saveProduct } from "./product-save.server";

const ACTOR = "admin 1234abcd";

/** The form as the page posts it. */
function body(v: ProductFormValues, copy?: { version: number; since: number }): URLSearchParams {
  const form = new URLSearchParams();
  for (const key of ["name", "slug", "collection", "price", "originalPrice", "description"] as const)
    form.set(key, v[key]);
  for (const s of v.sizes) form.append("sizes", s);
  if (v.madeToOrder) form.set("madeToOrder", "yes");
  for (const [size, n] of Object.entries(v.stock)) form.set(`stock-${size}`, n ?? "");
  for (const id of v.comboItems) form.append("comboItems", id);
  for (const p of v.placements) {
    form.append("placementListing", p.listing);
    form.append("placementSlug", p.slug);
    form.append("placementHeading", p.heading);
  }
  if (v.published) form.set("published", "yes");
  if (copy) {
    form.set("version", String(copy.version));
    form.set("since", String(copy.since));
  }
  return form;
}

const dress = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...newProductValues(),
  name: "Vega Dress",
  collection: "naledi",
  price: "35,000",
  description: "A dress for the evening.",
  ...over,
});

describeOnBothDatabases("the product editor on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
  });

  /** The editor page as the owner opens it. */
  const open = async (id: number) => productEditorView(t.db, id);

  async function create(over: Partial<ProductFormValues> = {}): Promise<number> {
    const outcome = await saveProduct(t.db, ACTOR, undefined, body(dress(over)));
    if (outcome.kind !== "saved") throw new Error(`not created: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }

  it("creates a draft at the end of its listing, under a new id, with its slug from the name, in its history", async () => {
    const changesBefore = await lastChangeId(t.db);
    const id = await create();
    expect(id).toBe(70);
    const { record, version } = (await readEditableProduct(t.db, id))!;
    expect(record).toMatchObject({
      name: "Vega Dress",
      slug: "vega-dress",
      collection: "naledi",
      price: 35000,
      originalPrice: 35000,
      published: false,
      madeToOrder: true,
      position: 9,
    });
    expect(version).toBe(1);
    const [event] = await productHistory(t.db, id);
    expect(event).toMatchObject({ kind: "create", actor: ACTOR });
    expect(event!.changes.price).toEqual([null, 35000]);
    const [change] = await catalogueChanges(t.db, changesBefore);
    expect(change?.productIds).toEqual([id]);
  });

  it("refuses an address taken in the same collection, as a message beside the field, writing nothing", async () => {
    const outcome = await saveProduct(t.db, ACTOR, undefined, body(dress({ name: "Orion Dress" })));
    expect(outcome).toMatchObject({
      kind: "invalid",
      errors: { slug: "/naledi/orion-dress is already the address of “Orion Dress”. Choose another." },
    });
    expect(outcome.kind === "invalid" && outcome.values.name).toBe("Orion Dress");
  });

  it("saves a change at the form's version, bumps it, and records each changed field", async () => {
    const id = await create({ name: "Lyra Dress" });
    const page = await open(id);
    const outcome = await saveProduct(
      t.db,
      ACTOR,
      id,
      body({ ...page.values, price: "30000", originalPrice: "40000" }, { version: page.version, since: page.since }),
    );
    expect(outcome).toEqual({ kind: "saved", id, done: "saved" });
    const after = await open(id);
    expect(after.version).toBe(page.version + 1);
    expect(after.history[0]).toMatchObject({
      title: "Saved",
      lines: ["Price ₦35,000 → ₦30,000", "Struck-through price none → ₦40,000"],
    });
    const again = await saveProduct(
      t.db,
      ACTOR,
      id,
      body(after.values, { version: after.version, since: after.since }),
    );
    expect(again).toEqual({ kind: "saved", id, done: "unchanged" });
  });

  it("refuses a save from a stale copy and says what changed since, with the saved product and only her change", async () => {
    const id = await create({ name: "Deneb Dress" });
    const tabA = await open(id);
    const tabB = await open(id);
    const copyA = { version: tabA.version, since: tabA.since };
    expect((await saveProduct(t.db, ACTOR, id, body({ ...tabA.values, price: "32000" }, copyA))).kind).toBe("saved");
    const copyB = { version: tabB.version, since: tabB.since };
    const refused = await saveProduct(t.db, "admin 99999999", id, body({ ...tabB.values, name: "Deneb Gown" }, copyB));
    expect(refused).toMatchObject({
      kind: "conflict",
      values: { name: "Deneb Gown", price: "32000" },
      conflict: {
        fields: [{ label: "Price", before: "₦35,000", saved: "₦32,000", yours: null }],
        by: "You",
      },
      version: tabA.version + 1,
    });
    const stored = (await readEditableProduct(t.db, id))!.record;
    expect(stored).toMatchObject({ name: "Deneb Dress", price: 32000 });
  });

  it("keeps the old address as a redirect when the slug or the collection changes", async () => {
    const id = await create({ name: "Altais Dress" });
    await setPublished(t.db, ACTOR, id, true);
    const page = await open(id);
    const renamed = await saveProduct(
      t.db,
      ACTOR,
      id,
      body(
        { ...page.values, slug: "altais-gown", collection: "genesis" },
        { version: page.version, since: page.since },
      ),
    );
    expect(renamed.kind).toBe("saved");
    const catalogue = buildCatalogue(await readCatalogueRecords(t.db));
    expect(catalogue.redirects.get("/naledi/altais-dress")).toBe("/genesis/altais-gown");
    expect(catalogue.pageAt("/genesis/altais-gown")?.product.id).toBe(id);
    expect((await open(id)).history[0]?.lines).toEqual([
      "Collection Naledi → Genesis",
      "Address altais-dress → altais-gown",
    ]);
  });

  it("publishes and unpublishes, each once, in the history", async () => {
    const id = await create({ name: "Spica Dress" });
    expect(await setPublished(t.db, ACTOR, id, true)).toBe("published");
    expect(await setPublished(t.db, ACTOR, id, true)).toBe("already");
    expect(await setPublished(t.db, ACTOR, id, false)).toBe("unpublished");
    expect((await open(id)).history.map((e) => e.title)).toEqual(["Unpublished", "Published", "Created"]);
  });

  it("duplicates a product as a draft copy with a free address at the end of its listing", async () => {
    const copy = (await duplicate(t.db, ACTOR, 12))!;
    const again = (await duplicate(t.db, ACTOR, 12))!;
    const original = (await readEditableProduct(t.db, 12))!.record;
    const { record } = (await readEditableProduct(t.db, copy))!;
    expect(record).toMatchObject({
      name: `${original.name} (copy)`,
      slug: `${original.slug}-copy`,
      price: original.price,
      published: false,
      artwork: original.artwork,
    });
    expect((await readEditableProduct(t.db, again))!.record.slug).toBe(`${original.slug}-copy-2`);
    expect((await open(copy)).history[0]?.title).toBe("Created as a copy of #12");
  });

  it("deletes a draft, never a published product; its history stays, its photos go", async () => {
    const id = await create({ name: "Mira Dress" });
    const files = await tempPhotoFiles();
    const bytes = Buffer.from("a cleaned photo");
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    await addPhoto(
      t.db,
      id,
      { hash, width: 800, height: 1200 },
      (n) => `Mira Dress, view ${n}`,
      () => files.put(files.original(hash), bytes),
    );
    await setPublished(t.db, ACTOR, id, true);
    expect(await deleteDraft(t.db, files, ACTOR, id)).toBe("not-draft");
    await setPublished(t.db, ACTOR, id, false);
    expect(await deleteDraft(t.db, files, ACTOR, id)).toBe("deleted");
    expect(await readEditableProduct(t.db, id)).toBeUndefined();
    expect(await photosOfProduct(t.db, id)).toEqual([]);
    expect(fs.existsSync(files.original(hash))).toBe(false);
    files.remove();
    expect((await productHistory(t.db, id))[0]?.kind).toBe("delete");
    // A new product never takes the id of one that was.
    expect(await create({ name: "Hadar Dress" })).toBeGreaterThan(id);
  });

  it("moves a product up and down its listing by swapping with its neighbour", async () => {
    const order = () => buildCatalogue(seedRecords).collectionBySlug("resurgence")!.productIds;
    const [first, second] = order();
    expect(await move(t.db, ACTOR, second!, "up")).toBe("moved");
    const listed = async () =>
      buildCatalogue(await readCatalogueRecords(t.db)).collectionBySlug("resurgence")!.productIds;
    expect((await listed()).slice(0, 2)).toEqual([second, first]);
    expect(await move(t.db, ACTOR, second!, "up")).toBe("end");
    expect(await move(t.db, ACTOR, second!, "down")).toBe("moved");
    expect((await listed()).slice(0, 2)).toEqual([first, second]);
    expect((await open(second!)).history.map((e) => e.title).slice(0, 2)).toEqual([
      "Moved down in its listing",
      "Moved up in its listing",
    ]);
  });

  it("sets the pieces left that changed, held ones kept; none for a piece made to order; warns in the list", async () => {
    const id = await create({
      name: "Rigel Gown",
      madeToOrder: false,
      sizes: ["S", "M", "L"],
      stock: { S: "0", M: "2", L: "" },
    });
    const left = async () => (await availableStock(t.db, [id])).get(id);
    expect(await left()).toEqual({ S: 0, M: 2 });
    // An unpaid order holds one M: one is left to sell, and the form says so.
    await t.db.transaction((tx) =>
      holdPieces(tx, "HZL-EDITOR000001", [{ productId: id, size: "M", quantity: 1 }], new Date(Date.now() + 3600_000)),
    );
    const page = await open(id);
    expect(page.values.stock).toEqual({ S: "0", M: "1" });
    const copy = { version: page.version, since: page.since };
    await saveProduct(t.db, ACTOR, id, body({ ...page.values, stock: { ...page.values.stock, M: "5", L: "1" } }, copy));
    expect(await left()).toEqual({ S: 0, M: 5, L: 1 });
    expect((await open(id)).history[0]?.lines).toEqual(["Stock of M 1 → 5", "Stock of L not counted → 1"]);
    const low = await productListView(t.db, new URL("http://shop.test/admin/products?stock=low"));
    expect(low.rows.map((r) => [r.name, r.warnings])).toEqual([["Rigel Gown", "S sold out · L 1 left"]]);

    const again = await open(id);
    const soldOut = { ...again.values, stock: { ...again.values.stock, M: "0" } };
    await saveProduct(t.db, ACTOR, id, body(soldOut, { version: again.version, since: again.since }));
    expect((await left())?.M).toBe(0);
    const made = await open(id);
    await saveProduct(
      t.db,
      ACTOR,
      id,
      body({ ...made.values, madeToOrder: true }, { version: made.version, since: made.since }),
    );
    expect(await left()).toBeUndefined();
  });

  it("saves extra placements, refusing one another product's page already answers", async () => {
    const id = await create({ name: "Sadr Dress" });
    const page = await open(id);
    const copy = { version: page.version, since: page.since };
    const taken = await saveProduct(
      t.db,
      ACTOR,
      id,
      body({ ...page.values, placements: [{ listing: "genesis", slug: "yellow-dress", heading: "" }] }, copy),
    );
    expect(taken).toMatchObject({
      kind: "invalid",
      errors: { "placement-0-slug": "/genesis/yellow-dress is already the address of “Look 12”. Choose another." },
    });
    const placed = await saveProduct(
      t.db,
      ACTOR,
      id,
      body({ ...page.values, placements: [{ listing: "resurgence", slug: "", heading: "HazelMuse Styles" }] }, copy),
    );
    expect(placed.kind).toBe("saved");
    const catalogue = buildCatalogue(await readCatalogueRecords(t.db));
    expect(catalogue.pageAt("/resurgence/sadr-dress")).toBeUndefined(); // a draft shows nowhere
    await setPublished(t.db, ACTOR, id, true);
    const published = buildCatalogue(await readCatalogueRecords(t.db));
    expect(published.pageAt("/resurgence/sadr-dress")).toMatchObject({
      heading: "HazelMuse Styles",
      canonicalPath: "/naledi/sadr-dress",
    });
    expect((await open(id)).values.placements).toEqual([
      { listing: "resurgence", slug: "sadr-dress", heading: "HazelMuse Styles" },
    ]);
  });

  it("lists products by search, collection and status, a page at a time", async () => {
    const list = (query: string) => productListView(t.db, new URL(`http://shop.test/admin/products?${query}`));
    const drafts = await list("status=draft&collection=naledi");
    expect(drafts.rows.every((r) => !r.published && r.collection === "Naledi")).toBe(true);
    expect((await list("q=orion")).rows.map((r) => r.name)).toEqual(["Orion Dress"]);
    const all = await list("");
    expect(all.rows).toHaveLength(30);
    expect(all.pages).toBeGreaterThan(2);
  });
});
