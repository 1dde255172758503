import { data, redirect } from "react-router";
import { doneWords, SavedList, type SavedPiece } from "~/features/saved";
import { readHer } from "~/server/account/session.server";
import type { Db } from "~/server/db/db.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { returnPath } from "~/server/base/return-path.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { waitInWords } from "~/server/base/rate-limit.server";
import {
  countSave,
  deviceCameBack,
  deviceCookie,
  deviceOwner,
  newDeviceToken,
  readPiece,
  removePiece,
  savedOwnerOf,
  savedPiecesOf,
  savePiece,
} from "~/server/saved/saved.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/saved";

export const meta = () => [{ title: "Saved pieces | Hazel" }, { name: "robots", content: "noindex" }];

/** Her list is hers alone: private, no-store; a refused save's Retry-After reaches the browser. */
export function headers(args: Route.HeadersArgs) {
  const sent = privateRouteHeaders(args);
  const retry = args.actionHeaders.get("Retry-After");
  if (retry) sent.set("Retry-After", retry);
  return sent;
}

/** Her email and mailbox when this device is signed in to her page. */
async function signedIn(db: Db, request: Request) {
  const her = await readHer(db, request);
  return her.signedIn ? her : null;
}

type View = { pieces: SavedPiece[]; signedIn: boolean; notice: string | null; error: string | null };

/** The shop's own origins: the address asked for and SITE_URL's. */
const originsOf = (request: Request, siteUrl: string) => [new URL(request.url).origin, new URL(siteUrl).origin];

/**
 * The pieces saved on this device, or under her email when she is signed in; a cookie back keeps its
 * device's. A save sent from a page without a script passes here (`back`, `piece`), so its cookie
 * comes back, and goes on to that page at the piece's heart (a path of this shop only).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, env } = await getServices();
  await deviceCameBack(db, request);
  const asked = new URL(request.url).searchParams;
  const back = returnPath(asked.get("back"), originsOf(request, env.SITE_URL));
  const piece = asked.get("piece") ?? "";
  if (back && /^\d{1,6}$/.test(piece))
    throw redirect(`${back}#saved-${piece}`, { status: 303, headers: privateHeaders() });
  const { owner, email } = savedOwnerOf(request, await signedIn(db, request));
  const pieces = owner ? await savedPiecesOf(db, owner, email) : [];
  const notice = doneWords(new URL(request.url).searchParams.get("done"));
  return data<View>({ pieces, signedIn: email !== null, notice, error: null }, { headers: privateHeaders() });
}

/**
 * `save` a piece (a heart's form, from any page) or `remove` one, 40 in 15 minutes from one
 * address. This device gets its cookie at its first save, its piece kept once the cookie comes
 * back (the answer leads to its list, and from there, for a form sent without a script, back to the
 * page it was sent from: its Referer, when that is a page of this shop; a save `in-place` stays on
 * its list); signed in, pieces are kept under her email. A refused form comes back in words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = await getServices();
  const { owner, email, token } = savedOwnerOf(request, await signedIn(db, request));
  const refused = async (error: string, status: number, headers: Record<string, string> = {}) =>
    data<View>(
      { pieces: owner ? await savedPiecesOf(db, owner, email) : [], signedIn: email !== null, notice: null, error },
      { status, headers: { ...privateHeaders(), ...headers } },
    );
  const counted = await countSave(db, context?.clientAddress);
  if (!counted.ok)
    return refused(
      `Too many pieces were saved from your connection. Please try again in ${waitInWords(counted.retryAfterSeconds)}.`,
      429,
      { "Retry-After": String(counted.retryAfterSeconds) },
    );
  await deviceCameBack(db, request);
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 512);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return refused(error.message, error.status);
  }
  const intent = form.get("intent");
  if (intent !== "save" && intent !== "remove") return refused("Choose Save or Remove.", 400);
  const piece = readPiece(form.get("product"), intent === "save" ? form.get("size") : null);
  if (!piece.ok) return refused(piece.error, 400);
  if (intent === "remove") {
    if (owner) await removePiece(db, owner, piece.productId);
    return redirect("/saved?done=removed", { status: 303, headers: privateHeaders() });
  }
  const headers = new Headers(privateHeaders());
  let saver = owner;
  if (!saver) {
    const fresh = token ?? newDeviceToken();
    headers.set("Set-Cookie", deviceCookie(fresh, request, env.SITE_URL));
    saver = deviceOwner(fresh);
  }
  // The cookie came back with this request (or she is signed in): kept; a new one: kept once it does.
  const saved = await savePiece(db, saver, piece, owner !== undefined);
  if (!saved.ok) return refused(saved.error, 409);
  const list = `/saved?done=${email ? "saved-hers" : "saved"}`;
  const back = form.has("in-place")
    ? null
    : returnPath(request.headers.get("Referer"), originsOf(request, env.SITE_URL));
  const onward = back ? `&${new URLSearchParams({ back, piece: String(piece.productId) })}` : "";
  headers.set("Location", list + onward);
  return new Response(null, { status: 303, headers });
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData) as View;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-12">
      <h1 className="text-4xl">Saved pieces</h1>
      {view.notice && (
        <p role="status" className="border border-line p-4 text-sm">
          {view.notice}
        </p>
      )}
      {view.error && (
        <p role="alert" className="border border-danger/40 p-4 text-sm text-danger">
          {view.error}
        </p>
      )}
      <p className="text-ink-soft">
        {view.signedIn ? (
          <>
            Kept under your email, on <a href="/account">your page</a> too.
          </>
        ) : (
          <>
            Kept on this device. <a href="/account">Sign in</a> with your email to keep them on your page.
          </>
        )}
      </p>
      <SavedList pieces={view.pieces} title="Your saved pieces" />
    </div>
  );
}
