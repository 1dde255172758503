import { buttonClass } from "~/components/ui/button";
import { privateRouteHeaders } from "~/server/base/no-store.server";
import { actOnMemberPage, loadMemberPage } from "~/server/lists/member-page.server";
import { confirmPage } from "~/server/lists/pages.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/lists.confirm";

export const meta = () => [{ title: "Confirm | Hazel" }, { name: "robots", content: "noindex" }];

export const headers = privateRouteHeaders;

/**
 * GET /lists/confirm?key=…: the page a confirmation email links to, with one button. The button,
 * not the link, confirms: a mail scanner opening the link subscribes nobody.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return loadMemberPage((await getServices()).db, request);
}

/** POST: confirms the member of the form's key. */
export async function action({ request }: Route.ActionArgs) {
  return actOnMemberPage((await getServices()).db, request, confirmPage);
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  const done = view.confirmed && !view.unsubscribed;
  return (
    <div className="container-page flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-4xl">{done ? "Confirmed" : "Confirm your email"}</h1>
      {done ? (
        <>
          <p role="status">
            {view.list === "news"
              ? "Thank you: you will hear of Hazel's sales and news. Every email has a link to stop them."
              : `Thank you: we will email you once when ${view.what} is back in stock.`}
          </p>
          <a href="/collections" className={buttonClass("outline", "w-full sm:w-fit")}>
            Back to the shop
          </a>
        </>
      ) : (
        <>
          <p>
            {view.list === "news"
              ? "Confirm that you want emails about Hazel's sales and news."
              : `Confirm that you want one email when ${view.what} is back in stock.`}
          </p>
          <form method="post">
            <input type="hidden" name="key" value={view.key} />
            <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
              Yes, confirm
            </button>
          </form>
        </>
      )}
    </div>
  );
}
