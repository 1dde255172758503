import { data, redirect } from "react-router";
import { ContinueForm, VERDICT_WORDS, LINK_UNKNOWN } from "~/features/account";
import { peekLink } from "~/server/account/store.server";
import { deviceHashOf, sessionCookie } from "~/server/account/session.server";
import { signInWithLink } from "~/server/account/sign-in.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { joinSavedAtSignIn } from "~/server/saved/saved.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/account.continue";

export const meta = () => [{ title: "Sign in | Hazel" }, { name: "robots", content: "noindex" }];

export const headers = privateRouteHeaders;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /account/continue?token=…, the link of her code's email: a page with one Continue button.
 * Opening it (as a mail scanner does) signs nobody in and uses nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verdict = TOKEN.test(token) ? await peekLink((await getServices()).db, token) : "wrong";
  const notice = verdict === "ok" ? null : verdict === "wrong" ? LINK_UNKNOWN : VERDICT_WORDS[verdict];
  return data({ token: verdict === "ok" ? token : null, notice }, { headers: privateHeaders() });
}

/** Continue pressed: the link is used (once) and this device signed in. */
export async function action({ request }: Route.ActionArgs) {
  const { db, env } = await getServices();
  let token = "";
  try {
    token = (await readFormBody(request, 1024)).get("token") ?? "";
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
  }
  const signedIn = TOKEN.test(token)
    ? await signInWithLink(db, token, deviceHashOf(request))
    : { ok: false as const, error: LINK_UNKNOWN };
  if (!signedIn.ok) return data({ token: null, notice: signedIn.error }, { status: 400, headers: privateHeaders() });
  await joinSavedAtSignIn(db, request, signedIn.mailbox);
  return redirect("/account", {
    status: 303,
    headers: { ...privateHeaders(), "Set-Cookie": sessionCookie(signedIn.token, request, env.SITE_URL) },
  });
}

export default function Continue({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <div className="container-page flex max-w-xl flex-col gap-6 py-12">
      <h1 className="text-4xl">Sign in to your page</h1>
      <ContinueForm token={view.token} notice={view.notice} />
    </div>
  );
}
