import { data, isRouteErrorResponse } from "react-router";
import { MessagesTable, OrdersTable } from "~/features/owner/owner-tables";
import { requireOwner } from "~/server/owner/owner-auth.server";
import { ownerOverview } from "~/server/owner/owner-overview.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/admin";

export const meta = () => [{ title: "Orders and messages | Hazel" }, { name: "robots", content: "noindex" }];

/** The 401's challenge (WWW-Authenticate) and no-store reach the browser. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** The owner's view of every order and message the shop holds, behind ADMIN_PASSWORD. */
export async function loader({ request }: Route.LoaderArgs) {
  const { env, db } = await getServices();
  requireOwner(request, env.ADMIN_PASSWORD);
  return data(await ownerOverview(db), { headers: { "Cache-Control": "no-store" } });
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container-page flex flex-col gap-12 py-12">
      <h1 className="text-4xl">Orders and messages</h1>
      <OrdersTable orders={loaderData.orders} />
      <MessagesTable messages={loaderData.messages} />
    </main>
  );
}

/** Its own boundary, so the 401's WWW-Authenticate header is the one sent. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container-page flex flex-col gap-4 py-24 text-center">
      <h1 className="text-4xl">{status === 401 ? "Sign in to see orders and messages" : "Unexpected Application Error!"}</h1>
      <p className="font-display text-5xl text-hazel">{status}</p>
    </main>
  );
}
