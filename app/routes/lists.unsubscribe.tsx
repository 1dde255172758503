import { buttonClass } from "~/components/ui/button";
import { privateRouteHeaders } from "~/server/base/no-store.server";
import { actOnMemberPage, loadMemberPage } from "~/server/lists/member-page.server";
import { unsubscribePage } from "~/server/lists/pages.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/lists.unsubscribe";

export const meta = () => [{ title: "Unsubscribe | Hazel" }, { name: "robots", content: "noindex" }];

export const headers = privateRouteHeaders;

/** GET /lists/unsubscribe?key=…: the page every list email links to, with one button (no script needed). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadMemberPage((await getServices()).db, request);
}

/**
 * POST: unsubscribes the member of the key, from the page's button or from a mail program's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` posted to the link in the email's
 * List-Unsubscribe header, the key in its address).
 */
export async function action({ request }: Route.ActionArgs) {
  return actOnMemberPage((await getServices()).db, request, unsubscribePage);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  return (
    <div className="container-page flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-4xl">{view.unsubscribed ? "Unsubscribed" : "Unsubscribe"}</h1>
      {view.unsubscribed ? (
        <p role="status">
          {view.list === "news"
            ? "You will get no more emails about Hazel's sales and news."
            : "You will get no more back-in-stock emails from Hazel."}{" "}
          Emails about your orders still come.
        </p>
      ) : (
        <>
          <p>
            {view.list === "news"
              ? "Stop the emails about Hazel's sales and news."
              : `Stop the back-in-stock emails (${view.what} and any other size you wait for).`}
          </p>
          <form method="post">
            <input type="hidden" name="key" value={view.key} />
            <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </div>
  );
}
