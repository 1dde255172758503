import { data } from "react-router";
import { accountDoneWords, HerPage, KeptList, readKeptParam, SignInForms } from "~/features/account";
import { answerHerForm } from "~/server/account/her-page-forms.server";
import { herView, signInAnswer, signInView, type AccountView } from "~/server/account/her-page-view.server";
import { readHer, sessionCookie } from "~/server/account/session.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/account";

export const meta = () => [{ title: "Your page | Hazel" }, { name: "robots", content: "noindex" }];

/** Her own data: private, no-store, for the page and its .data request alike. */
export const headers = privateRouteHeaders;

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
  return data<AccountView>(await herView(services, her.email), { headers });
}

/** Her page's forms, none needing a script (app/server/account/her-page-forms.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = await getServices();
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 2048);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return signInAnswer(signInView({ step: "email", email: "" }, error.message, error.status));
  }
  return answerHerForm(form.get("intent"), { services, request, form, clientAddress: context?.clientAddress });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData) as AccountView;
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
          updates={view.updates}
          transfers={view.transfers}
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
