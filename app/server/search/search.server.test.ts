import { beforeAll, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import { describeOnBothDatabases } from "../test-data-suite.server";
import {
  nameCollections,
  readEditableProduct,
  readProducts,
  seedCatalogue,
  setProductPublished,
  updateProductFields,
} from "../catalogue/store/index.server";
import { searchProducts } from "./search.server";
import { addProduct, queryOf } from "./test-products.server";

const ORION_DRESS = 3;
const ARCTURUS_BLOUSE = 1;
const LOOK_2 = 26; // a dress by its garment only: neither its name nor its description says so
const MYSTHIQUE_001 = 64;
const BUBBLE_MOLLY_COMBO = 56;
const BUBBLE_VENEER_COMBO = 57;
const CO2_BUBBLE_COMBO = 58;
const MOLLY_SKIRT = 60; // a combo part: no page of its own

describeOnBothDatabases("searchProducts on %s", (suite) => {
  const t = suite.database();
  const search = (raw: string) => searchProducts(t.db, queryOf(raw));
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
  });

  it("finds Orion Dress first for 'orian dres', marking the words it corrected them to", async () => {
    const found = await search("orian dres");
    expect(found.ids[0]).toBe(ORION_DRESS);
    expect(found.terms).toEqual(["orion", "dress"]);
    expect(found.corrected).toBe("orion dress");
  });

  it("corrects a real typo, but finds nothing for words too far from every word of the shop", async () => {
    expect(await search("oriom dres")).toMatchObject({ terms: ["orion", "dress"], corrected: "orion dress" });
    expect((await search("oriom dres")).ids[0]).toBe(ORION_DRESS);
    // The shop sells no crepe yet: "crepe" is two edits from "crease", a pair of trousers; "cafe" near nothing.
    expect(await search("cafe crepe")).toEqual({ ids: [], terms: ["cafe", "crepe"], corrected: null });
    expect((await search("crepe")).ids).toEqual([]);
  });

  it("corrects a word to the catalogue's closest ('dres' to dress, 'blouze' to blouse)", async () => {
    const dres = await search("dres");
    expect(dres).toMatchObject({ terms: ["dress"], corrected: "dress" });
    expect(dres.ids).toContain(ORION_DRESS);
    const blouze = await search("blouze");
    expect(blouze).toMatchObject({ terms: ["blouse"], corrected: "blouse" });
    expect(blouze.ids).toContain(ARCTURUS_BLOUSE);
  });

  it("finds a word as typed without correcting it, and its English plural", async () => {
    expect(await search("Orion")).toEqual({ ids: [ORION_DRESS], terms: ["orion"], corrected: null });
    expect((await search("dresses")).ids).toEqual((await search("dress")).ids);
  });

  it("finds products by their collection's name and their garment", async () => {
    expect([...(await search("naledi")).ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await search("dress")).ids).toEqual(expect.arrayContaining([LOOK_2, MYSTHIQUE_001]));
  });

  it("ignores accents both ways: 'cafe crepe' finds Café Crêpe Dress, 'CAFÉ' finds it too", async () => {
    const id = await addProduct(t.db, { name: "Café Crêpe Dress", slug: "cafe-crepe-dress" });
    expect((await search("cafe crepe")).ids).toEqual([id]);
    expect((await search("CAFÉ CRÊPE")).ids).toEqual([id]);
    expect((await search("cafe crepe")).terms).toEqual(["cafe", "crepe"]);
  });

  it("never shows a draft, nor corrects a word to one only a draft uses", async () => {
    const id = await addProduct(t.db, { name: "Zanzibar Gown", description: "Quetzal feathers.", published: false });
    for (const raw of ["zanzibar", "zanzibar gown", "quetzal"]) expect((await search(raw)).ids).not.toContain(id);
    for (const typo of ["zanzibr", "quetzl"]) {
      const found = await search(typo);
      expect(found.ids).not.toContain(id);
      expect([...found.terms, found.corrected]).not.toContain(expect.stringMatching(/zanzibar|quetzal/));
    }
    await t.db.transaction((tx) => setProductPublished(tx, id, true));
    expect((await search("zanzibr")).ids).toEqual([id]);
    await t.db.transaction((tx) => setProductPublished(tx, id, false));
    expect((await search("zanzibar")).ids).toEqual([]);
    expect((await search("zanzibr")).corrected).toBeNull();
  });

  it("ranks a match in the name above one in the description", async () => {
    const inDescription = await addProduct(t.db, { name: "Plain Wrap", description: "Dyed with saffron threads." });
    const inName = await addProduct(t.db, { name: "Saffron Wrap" });
    expect((await search("saffron")).ids).toEqual([inName, inDescription]);
  });

  it("brings a combo for its part, never the part itself, which has no page", async () => {
    const molly = await search("molly skirt");
    expect(molly.ids[0]).toBe(BUBBLE_MOLLY_COMBO);
    expect(molly.ids).not.toContain(MOLLY_SKIRT);
    expect((await search("veneer trousers")).ids).toEqual([BUBBLE_VENEER_COMBO]);
  });

  it("shows only published products with a page, whatever the query", async () => {
    const shown = new Map((await readProducts(t.db)).map((p) => [p.id, p]));
    for (const raw of ["dress", "bubble", "skirt", "molly", "orian dres", "made", "zanzibar", "shirt or trousers"]) {
      for (const id of (await search(raw)).ids) {
        expect(shown.get(id)).toMatchObject({ published: true, comboPart: false });
      }
    }
  });

  it("falls back to names like the whole query when no word is close", async () => {
    expect((await search("oriondres")).ids).toContain(ORION_DRESS);
  });

  it("takes any of the words when no product has them all", async () => {
    const found = await search("orion blouse");
    expect(found.ids).toEqual(expect.arrayContaining([ORION_DRESS, ARCTURUS_BLOUSE]));
  });

  it("finds a quoted phrase only with its words together", async () => {
    // Bubble & Molly Combo says "The Bubble Shirt … the Molly Skirt"; CO2 & Bubble Combo has the Bubble Skirt.
    expect((await search("bubble skirt")).ids).toEqual(expect.arrayContaining([BUBBLE_MOLLY_COMBO, CO2_BUBBLE_COMBO]));
    expect((await search('"bubble skirt"')).ids).toEqual([CO2_BUBBLE_COMBO]);
  });

  it("finds nothing, without an error, for symbols, stop words, emoji and nonsense", async () => {
    for (const raw of ["&|!:*()<>", "the", "👗", "zzzzqqq", "'); drop table products; --", "orion:* & !dress"]) {
      const found = await search(raw);
      expect(Array.isArray(found.ids)).toBe(true);
    }
    expect(await search("👗")).toEqual({ ids: [], terms: [], corrected: null });
    expect(await search("the and of")).toEqual({ ids: [], terms: [], corrected: null });
    expect((await search("zzzzqqq")).ids).toEqual([]);
    expect((await search("orion:* & !dress")).ids).toEqual([ORION_DRESS]);
  });

  it("follows a product to another collection, and a collection's renamed name", async () => {
    const id = await addProduct(t.db, { name: "Wanderer Top", collection: "naledi" });
    expect((await search("naledi wanderer")).ids).toEqual([id]);
    const stored = await readEditableProduct(t.db, id);
    const moved = { ...stored!.record, collection: "genesis" as const, comboItems: [] };
    expect(await t.db.transaction((tx) => updateProductFields(tx, id, stored!.version, moved))).toBe(true);
    expect((await search("genesis wanderer")).ids).toEqual([id]);
    expect((await search("naledi")).ids).not.toContain(id);
    // A name the code no longer gives (rows kept from before, or a renamed collection) is written again.
    await t.db.query("update products set collection_name = 'Old Name' where collection = 'genesis'");
    expect((await search("genesis")).ids).not.toContain(id);
    expect(await nameCollections(t.db)).toBeGreaterThan(1);
    expect((await search("genesis")).ids).toContain(id);
    expect(await nameCollections(t.db)).toBe(0);
  });
});
