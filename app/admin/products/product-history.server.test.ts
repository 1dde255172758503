import { beforeAll, expect, it } from "vitest";
import { collectionBySlug, seedRecords } from "~/features/catalogue";
import { newProductValues } from "~/admin/products/product-values";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { readEditableProduct, seedCatalogue } from "~/server/catalogue/store/index.server";
import { addPhoto } from "~/server/photos/store/index.server";
import { runPhotoAction } from "~/server/photos/photo-actions.server";
import { tempPhotoFiles } from "~/server/photos/test-photos.server";
import { setPublished } from "./product-actions.server";
import { productEditorView } from "./product-editor.server";
import { draftPreviewPage } from "./product-preview.server";
import { restoreVersion } from "./product-restore.server";
import { saveValues } from "./product-save.server";

const ACTOR = "admin 1234abcd";

describeOnBothDatabases("a product's history on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
  });

  async function save(id: number | undefined, over: Record<string, string> = {}) {
    const current = id === undefined ? undefined : await readEditableProduct(t.db, id);
    const view = id === undefined ? undefined : await productEditorView(t.db, id);
    const values = {
      ...(view?.values ?? {
        ...newProductValues(),
        name: "Lyra Dress",
        collection: "naledi",
        price: "30000",
        description: "First words.",
      }),
      ...over,
    };
    const outcome = await saveValues(t.db, ACTOR, id, values, {
      version: current?.version ?? 0,
      since: view?.since ?? 0,
    });
    if (outcome.kind !== "saved") throw new Error(JSON.stringify(outcome));
    return outcome.id;
  }

  it("restores an earlier version's fields as a new entry, stock and status kept; a stale page is refused", async () => {
    const id = await save(undefined);
    await save(id, { price: "32000", description: "Second words." });
    await save(id, { name: "Lyra Gown", description: "Third words." });
    const view = await productEditorView(t.db, id);
    expect(view.history.map((e) => [e.title, e.restorable])).toEqual([
      ["Saved", false],
      ["Saved", true],
      ["Created", true],
    ]);
    const second = view.history[1]!;
    expect(await restoreVersion(t.db, ACTOR, id, second.id, view.version - 1)).toMatchObject({ kind: "conflict" });
    expect(await restoreVersion(t.db, ACTOR, id, second.id, view.version)).toMatchObject({
      kind: "saved",
      done: "saved",
    });
    const { record } = (await readEditableProduct(t.db, id))!;
    expect(record).toMatchObject({ name: "Lyra Dress", price: 32000, description: "Second words.", published: false });
    const after = await productEditorView(t.db, id);
    expect(after.history[0]).toMatchObject({ actor: "You", restorable: false });
    expect(after.history[0]!.title).toMatch(/^Restored the version of /);
    expect(after.history[0]!.lines).toEqual([
      "Name Lyra Gown → Lyra Dress",
      "Description “Third words.” → “Second words.”",
    ]);
    expect(after.history[1]).toMatchObject({ restorable: true });
  });

  it("refuses a version of another product, and an entry that records no fields", async () => {
    const id = await save(undefined, { name: "Mira Dress" });
    await setPublished(t.db, ACTOR, id, true);
    const view = await productEditorView(t.db, id);
    expect(view.history[0]!.title).toBe("Published");
    expect(await restoreVersion(t.db, ACTOR, id, view.history[0]!.id, view.version)).toEqual({ kind: "no-version" });
    expect(await restoreVersion(t.db, ACTOR, id, 1, view.version)).toEqual({ kind: "no-version" });
  });

  it("records each photo change, naming the owner, the photo's number and its description", async () => {
    const files = await tempPhotoFiles();
    const id = await save(undefined, { name: "Nova Dress" });
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const added = await addPhoto(
        t.db,
        id,
        { hash: `${n}`.repeat(32), width: 800, height: 1000, file: "" } as never,
        (k) => `Nova Dress, photo ${k}`,
      );
      if (added.ok) ids.push(added.id);
    }
    expect(await runPhotoAction(t.db, files, id, { intent: "cover", photoId: ids[1]! }, ACTOR)).toBe("cover");
    expect(await runPhotoAction(t.db, files, id, { intent: "alt", photoId: ids[1]!, alt: "The front" }, ACTOR)).toBe(
      "alt",
    );
    expect(await runPhotoAction(t.db, files, id, { intent: "remove", photoId: ids[0]! }, ACTOR)).toBe("removed");
    const { history } = await productEditorView(t.db, id);
    expect(history.slice(0, 3).map((e) => [e.title, e.actor, e.lines, e.restorable])).toEqual([
      ["Photo removed", "You", ["Photo 2: “Nova Dress, photo 1”"], false],
      ["Photo description changed", "You", ["Photo 1 (the cover): “Nova Dress, photo 2” → “The front”"], false],
      ["Photo moved", "You", ["Photo 2 → photo 1 (the cover)"], false],
    ]);
    files.remove();
  });

  it("builds a draft's page at its future address for the owner only", async () => {
    await save(undefined, { name: "Vela Dress" });
    const naledi = collectionBySlug("naledi")!;
    const yes = async () => true;
    let asked = false;
    const no = async () => ((asked = true), false);
    const page = await draftPreviewPage(t.db, naledi, "vela-dress", yes);
    expect(page).toMatchObject({ canonicalPath: `${naledi.path}/vela-dress`, product: { alt: "Vela Dress" } });
    expect(await draftPreviewPage(t.db, naledi, "vela-dress", no)).toBeUndefined();
    asked = false;
    expect(await draftPreviewPage(t.db, naledi, "no-such-dress", no)).toBeUndefined();
    expect(asked).toBe(false);
  });
});
