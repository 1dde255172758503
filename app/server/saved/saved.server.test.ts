import { expect, it } from "vitest";
import { productById } from "~/features/catalogue";
import { SAVED_BAD_SIZE, SAVED_CAP, SAVED_FULL, SAVED_UNKNOWN } from "~/features/saved";
import { describeOnBothDatabases } from "../test-data-suite.server";
import {
  deviceOwner,
  deviceTokenOf,
  joinSavedAtSignIn,
  newDeviceToken,
  readPiece,
  savedPiecesOf,
  savePiece,
} from "./saved.server";
import { savedRowsOf, savePieceRow } from "./store.server";

const withCookie = (cookie: string) => new Request("https://shop.test/account", { headers: { Cookie: cookie } });

describeOnBothDatabases("saved pieces on %s", (suite) => {
  const t = suite.database();

  it("keeps a piece on a device, and its pieces join her email's at sign-in", async () => {
    const token = newDeviceToken();
    const device = deviceOwner(token);
    const mailbox = "ada.saved@example.com";
    await savePiece(t.db, device, { productId: 37, size: "M" });
    await savePiece(t.db, device, { productId: 1, size: null });
    // Saved already under her email without a size: the device's size joins it, counted once.
    await savePiece(t.db, { mailbox }, { productId: 1, size: null });
    await savePiece(t.db, device, { productId: 1, size: "S" });

    await joinSavedAtSignIn(t.db, withCookie(`other=1; hazel_saved=${token}`), mailbox);
    const hers = await savedRowsOf(t.db, { mailbox });
    expect(hers.map((r) => [r.productId, r.size]).sort()).toEqual([
      [1, "S"],
      [37, "M"],
    ]);
    expect(await savedRowsOf(t.db, device)).toEqual([]);
    const pieces = await savedPiecesOf(t.db, { mailbox }, mailbox);
    expect(pieces.map((p) => p.name).sort()).toEqual([productById(1)!.alt, "Coral Dress"].sort());
  });

  it("refuses a piece past the cap, in words, and keeps the cap at sign-in", async () => {
    const device = deviceOwner(newDeviceToken());
    for (let id = 1; id <= SAVED_CAP; id += 1)
      expect(await savePieceRow(t.db, device, { productId: id, size: null })).toBe("saved");
    expect(await savePiece(t.db, device, { productId: SAVED_CAP + 1, size: null })).toEqual({
      ok: false,
      error: SAVED_FULL,
    });
    // Saved again, a kept piece is no new one.
    expect(await savePiece(t.db, device, { productId: 5, size: null })).toEqual({ ok: true });
    expect(await savedRowsOf(t.db, device)).toHaveLength(SAVED_CAP);

    const token = newDeviceToken();
    const mailbox = "bola.saved@example.com";
    for (let id = 1; id <= SAVED_CAP; id += 1) await savePieceRow(t.db, { mailbox }, { productId: id, size: null });
    await savePieceRow(t.db, deviceOwner(token), { productId: SAVED_CAP + 7, size: null });
    await joinSavedAtSignIn(t.db, withCookie(`hazel_saved=${token}`), mailbox);
    const rows = await savedRowsOf(t.db, { mailbox });
    expect(rows).toHaveLength(SAVED_CAP);
    expect(rows[0]!.productId).toBe(SAVED_CAP + 7);
  });

  it("ignores a forged cookie and refuses an unknown piece or size", async () => {
    expect(deviceTokenOf(withCookie("hazel_saved=../../etc"))).toBeUndefined();
    expect(deviceTokenOf(withCookie(`hazel_saved=${"a".repeat(43)}=x`))).toBeUndefined();
    expect(deviceTokenOf(withCookie(`hazel_saved=${"a".repeat(43)}`))).toBe("a".repeat(43));
    // A forged but well-formed token stands for an empty list of its own: it opens nobody else's.
    expect(await savedRowsOf(t.db, deviceOwner("a".repeat(43)))).toEqual([]);
    expect(readPiece("999999", null)).toEqual({ ok: false, error: SAVED_UNKNOWN });
    expect(readPiece("__proto__", null)).toEqual({ ok: false, error: SAVED_UNKNOWN });
    expect(readPiece("-1", null)).toEqual({ ok: false, error: SAVED_UNKNOWN });
    expect(readPiece("37", "XXXXL")).toEqual({ ok: false, error: SAVED_BAD_SIZE });
    expect(readPiece("37", "")).toEqual({ ok: true, productId: 37, size: null });
  });
});
