import { data, redirect } from "react-router";
import {
  accountDoneWords,
  FIX_PREFIX,
  HerPage,
  KeptList,
  keptParam,
  readKeptParam,
  SignInForms,
  type DeletionState,
  type FixState,
  type HerOrder,
  type HerThings,
  type KeptOrder,
  type SignInStep,
} from "~/features/account";
import { normalMailbox } from "~/features/mailbox";
import { parseMeasurements } from "~/features/measurements";
import type { SavedPiece } from "~/features/saved";
import { deleteMyData, sendDeletionCode } from "~/server/account/delete-my-data.server";
import { herOrders } from "~/server/account/her-orders.server";
import { herThings } from "~/server/account/her-things.server";
import { whatDeletionKeeps } from "~/server/account/kept-for-delivery.server";
import { correctKeptMeasurements, keptMeasurementsOfEmail } from "~/server/bespoke/kept-measurements.server";
import { measurementsLinkFor } from "~/server/bespoke/measurement-links.server";
import { deviceHashOf, readHer, sessionCookie, signOut } from "~/server/account/session.server";
import { sendSignInCode, signInWithCode } from "~/server/account/sign-in.server";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { joinSavedAtSignIn, savedPiecesOf } from "~/server/saved/saved.server";
import { getServices, type Services } from "~/server/services.server";
import type { Route } from "./+types/account";

export const meta = () => [{ title: "Your page | Hazel" }, { name: "robots", content: "noindex" }];

/** Her own data: private, no-store, for the page and its .data request alike. */
export const headers = privateRouteHeaders;

type SignInView = {
  signedIn: false;
  at: SignInStep;
  notice: string | null;
  status?: number;
  done?: string | null;
  /** Her data deleted: the orders on their way that keep what they need to reach her. */
  kept?: KeptOrder[];
};
type HerView = {
  signedIn: true;
  email: string;
  orders: HerOrder[];
  things: HerThings;
  saved: SavedPiece[];
  notice: string | null;
  fix: FixState | null;
  deletion: DeletionState | null;
  keptForDelivery: KeptOrder[];
};
type View = HerView | SignInView;

/** Her whole page, read afresh. */
async function herView(
  services: Services,
  email: string,
  fix: FixState | null = null,
  deletion: DeletionState | null = null,
): Promise<HerView> {
  const demo = paystackConfig(services.env) === undefined;
  const [orders, things, saved, keptForDelivery] = await Promise.all([
    herOrders(services.db, email, demo),
    herThings(services.db, email),
    savedPiecesOf(services.db, { mailbox: normalMailbox(email) }, email),
    whatDeletionKeeps(services.db, email),
  ]);
  return { signedIn: true, email, orders, things, saved, notice: null, fix, deletion, keptForDelivery };
}

const signInView = (at: SignInStep, notice: string | null = null, status = 200): SignInView => ({
  signedIn: false,
  at,
  notice,
  status,
});

/** Her page when this device is signed in (the cookie's 30 days start again); else the sign-in form. */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  const her = await readHer(services.db, request);
  const headers = new Headers(privateHeaders());
  if (!her.signedIn) {
    if (her.notice) headers.set("Set-Cookie", sessionCookie(null, request, services.env.SITE_URL));
    const asked = new URL(request.url).searchParams;
    const done = accountDoneWords(asked.get("done"));
    const kept = done ? readKeptParam(asked.get("kept")) : [];
    return data({ ...signInView({ step: "email", email: "" }, her.notice), done, kept }, { headers });
  }
  headers.set("Set-Cookie", sessionCookie(her.token, request, services.env.SITE_URL));
  return data<View>(await herView(services, her.email), { headers });
}

/**
 * The sign-in's forms, none needing a script: `send` a code to her email, sign in with the `code`,
 * `sign-out` here or `sign-out-everywhere`. A refused form comes back with its words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = await getServices();
  const { db, env } = services;
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 2048);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data(signInView({ step: "email", email: "" }, error.message), {
      status: error.status,
      headers: privateHeaders(),
    });
  }
  const intent = form.get("intent");
  const email = form.get("email") ?? "";
  const answer = (view: SignInView) => data(view, { status: view.status ?? 200, headers: privateHeaders() });
  if (intent === "send") {
    const sent = await sendSignInCode(db, { email, clientAddress: context?.clientAddress, siteUrl: env.SITE_URL });
    if (!sent.ok) return answer(signInView({ step: "email", email: email.slice(0, 254) }, sent.error, 400));
    return answer(signInView({ step: "code", email: sent.email }));
  }
  if (intent === "code") {
    const signedIn = await signInWithCode(db, {
      email,
      code: form.get("code") ?? "",
      clientAddress: context?.clientAddress,
      deviceHash: deviceHashOf(request),
    });
    if (!signedIn.ok) return answer(signInView({ step: "code", email: email.slice(0, 254) }, signedIn.error, 400));
    await joinSavedAtSignIn(db, request, signedIn.mailbox);
    return redirect("/account", {
      status: 303,
      headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(signedIn.token, request, env.SITE_URL) },
    });
  }
  if (intent === "sign-out" || intent === "sign-out-everywhere") {
    const her = await readHer(db, request);
    if (her.signedIn) await signOut(db, her, intent === "sign-out-everywhere");
    return redirect("/account", {
      status: 303,
      headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(null, request, env.SITE_URL) },
    });
  }
  if (intent === "delete-send" || intent === "delete-confirm") {
    const her = await readHer(db, request);
    if (!her.signedIn)
      return answer(signInView({ step: "email", email: "" }, her.notice ?? "Please sign in first.", 401));
    if (intent === "delete-send") {
      const sent = await sendDeletionCode(db, her, context?.clientAddress, env.SITE_URL);
      const deletion = { codeSent: sent.ok, error: sent.ok ? null : sent.error };
      return data(await herView(services, her.email, null, deletion), {
        status: sent.ok ? 200 : 429,
        headers: privateHeaders(),
      });
    }
    const deleted = await deleteMyData(db, her, form.get("code") ?? "", context?.clientAddress);
    if (!deleted.ok)
      return data(await herView(services, her.email, null, { codeSent: true, error: deleted.error }), {
        status: 400,
        headers: privateHeaders(),
      });
    // She is signed out: what her orders on their way keep travels in the address, in its own form.
    const kept = deleted.kept.length > 0 ? `&kept=${encodeURIComponent(keptParam(deleted.kept))}` : "";
    return redirect(`/account?done=deleted${kept}`, {
      status: 303,
      headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(null, request, env.SITE_URL) },
    });
  }
  if (intent === "use-measurements" || intent === "correct-measurements") {
    const her = await readHer(db, request);
    if (!her.signedIn)
      return answer(signInView({ step: "email", email: "" }, her.notice ?? "Please sign in first.", 401));
    const keptId = Number(form.get("kept"));
    const mine = (await keptMeasurementsOfEmail(db, her.email)).some((k) => k.id === keptId);
    if (!mine)
      return data(
        { ...(await herView(services, her.email)), notice: "Those measurements are not kept under your email." },
        { status: 404, headers: privateHeaders() },
      );
    if (intent === "use-measurements") {
      const token = await measurementsLinkFor(db, keptId, her.email);
      return redirect(`/bespoke?measurements=${token}`, { status: 303, headers: privateHeaders() });
    }
    const parsed = parseMeasurements((name) => form.get(name), { prefix: FIX_PREFIX });
    if (!parsed.ok) {
      const fix = { keptId, errors: parsed.errors, typed: parsed.typed as Record<string, string>, saved: false };
      return data(await herView(services, her.email, fix), { status: 400, headers: privateHeaders() });
    }
    await correctKeptMeasurements(db, keptId, parsed.measurements, "herself, on her page");
    const fix = { keptId, errors: {}, typed: {}, saved: true };
    return data(await herView(services, her.email, fix), { headers: privateHeaders() });
  }
  return answer(signInView({ step: "email", email: "" }, "Choose what to do.", 400));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData) as View;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-12">
      <h1 className="text-4xl">Your page</h1>
      {view.signedIn ? (
        <HerPage
          email={view.email}
          orders={view.orders}
          things={view.things}
          saved={view.saved}
          notice={view.notice}
          fix={view.fix}
          deletion={view.deletion}
          keptForDelivery={view.keptForDelivery}
        />
      ) : (
        <>
          <p>
            Your orders, balances and appointments in one place, signed in with a code we email you. Shopping never
            needs it.
          </p>
          {view.done && (
            <div role="status" className="flex flex-col gap-3 border border-line p-4 text-sm">
              <p>{view.done}</p>
              <KeptList kept={view.kept ?? []} />
            </div>
          )}
          <SignInForms at={view.at} notice={view.notice} />
        </>
      )}
    </div>
  );
}
