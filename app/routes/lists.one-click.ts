import { oneClickPage, oneClickUnsubscribe } from "~/server/lists/one-click.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/lists.one-click";

/** GET /lists/one-click?key=…: to her unsubscribe page and its button (a scanner's visit unsubscribes nobody). */
export function loader({ request }: Route.LoaderArgs) {
  return oneClickPage(request);
}

/** POST: RFC 8058's one-click unsubscribe, done before the answer, which is an empty 200. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "GET, POST" } });
  return oneClickUnsubscribe((await getServices()).db, request);
}
