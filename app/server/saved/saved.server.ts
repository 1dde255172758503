import { createHash, randomBytes } from "node:crypto";
import { isComboItem, productById, productPath } from "~/features/catalogue";
import {
  DEVICE_TOKEN,
  SAVED_BAD_SIZE,
  SAVED_FULL,
  SAVED_UNKNOWN,
  savedPieces,
  type SavedPiece,
} from "~/features/saved";
import { addressLimitKey } from "../base/address-block.server";
import { hit, type HitResult } from "../base/rate-limit.server";
import type { Db } from "../db/db.server";
import { ordersOfEmail } from "../orders/store/index.server";
import {
  deleteUnreturned,
  joinDeviceToMailbox,
  markDeviceReturned,
  removePieceRow,
  savedRowsOf,
  savePieceRow,
  type SavedOwner,
} from "./store.server";

/** The cookie naming this device's saved pieces: a random token, only its SHA-256 is kept. */
const COOKIE = "hazel_saved";
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Her past orders read for her sizes. */
const ORDERS_FOR_SIZES = 30;
/** Saves and removals one address (an IPv6 /64) may post: a shopper's pace, not a flood's. */
const SAVES_PER_ADDRESS = { limit: 40, windowSeconds: 15 * 60 } as const;
/** A device's pieces are forgotten when its cookie has not come back this long after the save. */
const UNRETURNED_HOURS = 1;

const hashOf = (token: string) => createHash("sha256").update(`saved:${token}`).digest("hex");

/** This device's token, when its cookie carries a well-formed one (anything else is ignored). */
export function deviceTokenOf(request: Request): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value, ...rest] = part.trim().split("=");
    if (name === COOKIE && rest.length === 0 && value && DEVICE_TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The device cookie: scripts never read it, other sites' posts never carry it; Secure over https. */
export function deviceCookie(token: string, request: Request, siteUrl: string): string {
  const parts = [`${COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${YEAR_SECONDS}`];
  if (new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:")) parts.push("Secure");
  return parts.join("; ");
}

/** The owner a device's token stands for. */
export const deviceOwner = (token: string): SavedOwner => ({ device: hashOf(token) });

export const newDeviceToken = () => randomBytes(32).toString("base64url");

/**
 * Whose list a request reads and changes: hers when signed in (`her`, read by the account's
 * session), else this device's (none without a cookie).
 */
export function savedOwnerOf(
  request: Request,
  her: { email: string; mailbox: string } | null,
): { owner: SavedOwner | undefined; email: string | null; token: string | undefined } {
  const token = deviceTokenOf(request);
  if (her) return { owner: { mailbox: her.mailbox }, email: her.email, token };
  return { owner: token ? deviceOwner(token) : undefined, email: null, token };
}

/** A piece the shop sells on a page of its own (a combo's part is saved through its combo). */
function sold(id: number) {
  const product = productById(id);
  if (!product || isComboItem(product)) return undefined;
  const href = productPath(product);
  return href ? { product, href } : undefined;
}

/** Reads a posted product id and size: the piece, or why not, in words. */
export function readPiece(
  rawId: string | null,
  rawSize: string | null,
): { ok: true; productId: number; size: string | null } | { ok: false; error: string } {
  const id = /^\d{1,6}$/.test(rawId ?? "") ? Number(rawId) : NaN;
  const found = Number.isSafeInteger(id) ? sold(id) : undefined;
  if (!found) return { ok: false, error: SAVED_UNKNOWN };
  const size = rawSize === null || rawSize === "" ? null : rawSize;
  if (size !== null && !found.product.sizes.includes(size as never)) return { ok: false, error: SAVED_BAD_SIZE };
  return { ok: true, productId: id, size };
}

/** Counts one save or removal against its address's limit (refused in words past it). */
export const countSave = (db: Db, clientAddress: string | undefined): Promise<HitResult> =>
  hit(db, { key: addressLimitKey("saved", clientAddress), ...SAVES_PER_ADDRESS });

/**
 * Saves a piece. `cookieReturned` is false when the device's cookie was made by this request: the
 * row is kept only once a later request brings the cookie back (a browser following the answer to
 * its list does); a client that never does leaves nothing for good (`forgetUnreturnedSaves`).
 */
export async function savePiece(
  db: Db,
  owner: SavedOwner,
  piece: { productId: number; size: string | null },
  cookieReturned = true,
) {
  const kept = await savePieceRow(db, owner, piece, cookieReturned);
  return kept === "saved" ? { ok: true as const } : { ok: false as const, error: SAVED_FULL };
}

export const removePiece = (db: Db, owner: SavedOwner, productId: number) => removePieceRow(db, owner, productId);

/** Her saved pieces, those on sale or in stock in her size first (her sizes: her orders' and the saved one). */
export async function savedPiecesOf(db: Db, owner: SavedOwner, email: string | null): Promise<SavedPiece[]> {
  const [rows, orders] = await Promise.all([
    savedRowsOf(db, owner),
    email ? ordersOfEmail(db, email, ORDERS_FOR_SIZES) : Promise.resolve([]),
  ]);
  const sizes = [...new Set(orders.flatMap((o) => o.items.flatMap((i) => (i.size ? [i.size] : []))))];
  return savedPieces(rows, sold, sizes);
}

/** At sign-in on this device: its saved pieces join hers. */
export async function joinSavedAtSignIn(db: Db, request: Request, mailbox: string): Promise<void> {
  const token = deviceTokenOf(request);
  if (token) await joinDeviceToMailbox(db, hashOf(token), mailbox);
}

/** The request carries this device's cookie: the pieces it saved are kept. */
export async function deviceCameBack(db: Db, request: Request): Promise<void> {
  const token = deviceTokenOf(request);
  if (token) await markDeviceReturned(db, hashOf(token));
}

/** The job's work: pieces of devices whose cookie never came back within the hour are forgotten. */
export const forgetUnreturnedSaves = (db: Db): Promise<number> => deleteUnreturned(db, UNRETURNED_HOURS);
