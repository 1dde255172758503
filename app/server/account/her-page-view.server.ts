import { data } from "react-router";
import type {
  DeletionState,
  FixState,
  HerOrder,
  HerThings,
  KeptOrder,
  SignInStep,
  HerUpdatesState,
  HerTransfers,
} from "~/features/account";
import { normalMailbox } from "~/features/mailbox";
import type { SavedPiece } from "~/features/saved";
import { paystackConfig } from "../adapters/paystack.server";
import { privateHeaders } from "../base/no-store.server";
import { savedPiecesOf } from "../saved/saved.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { herOrders } from "./her-orders.server";
import { herThings } from "./her-things.server";
import { herUpdates } from "./her-updates.server";
import { whatDeletionKeeps } from "./kept-for-delivery.server";
import { herTransferAccount } from "../transfers/her-account.server";

// What her page (/account) shows: the sign-in's step, or her whole page once signed in.

/** What her page reads with: the shop's database and settings. */
export interface HerPageServices {
  db: Db;
  env: Env;
}

export type SignInView = {
  signedIn: false;
  at: SignInStep;
  notice: string | null;
  status?: number;
  done?: string | null;
  /** Her data deleted: the orders on their way that keep what they need to reach her. */
  kept?: KeptOrder[];
};
export type HerView = {
  signedIn: true;
  email: string;
  orders: HerOrder[];
  things: HerThings;
  saved: SavedPiece[];
  notice: string | null;
  fix: FixState | null;
  deletion: DeletionState | null;
  keptForDelivery: KeptOrder[];
  /** Her numbers and whether each gets WhatsApp or SMS updates. */
  updates: HerUpdatesState;
  /** Her own account for paying by transfer, once she has an order; null before. */
  transfers: HerTransfers | null;
};
export type AccountView = HerView | SignInView;

/** Her whole page, read afresh. */
export async function herView(
  services: HerPageServices,
  email: string,
  fix: FixState | null = null,
  deletion: DeletionState | null = null,
): Promise<HerView> {
  const demo = paystackConfig(services.env) === undefined;
  const [orders, things, saved, keptForDelivery, updates] = await Promise.all([
    herOrders(services.db, email, demo),
    herThings(services.db, email),
    savedPiecesOf(services.db, { mailbox: normalMailbox(email) }, email),
    whatDeletionKeeps(services.db, email),
    herUpdates(services.db, email, false),
  ]);
  // A client (one order at least) has her own account for paying by transfer.
  const transfers = orders.length > 0 ? await herTransferAccount(services, email) : null;
  return {
    signedIn: true,
    email,
    orders,
    things,
    saved,
    notice: null,
    fix,
    deletion,
    keptForDelivery,
    updates,
    transfers,
  };
}

export const signInView = (at: SignInStep, notice: string | null = null, status = 200): SignInView => ({
  signedIn: false,
  at,
  notice,
  status,
});

/** A sign-in step as the page's answer, private, with its status. */
export const signInAnswer = (view: SignInView) =>
  data<AccountView>(view, { status: view.status ?? 200, headers: privateHeaders() });

/** Her page as the answer to one of her forms, private. */
export const herAnswer = (view: HerView, status = 200) =>
  data<AccountView>(view, { status, headers: privateHeaders() });

/** What a form of her signed-in page answers when this device is not signed in. */
export const pleaseSignIn = (notice: string | null) =>
  signInAnswer(signInView({ step: "email", email: "" }, notice ?? "Please sign in first.", 401));
