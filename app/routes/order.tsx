import { data } from "react-router";
import { findProductFacts } from "~/features/catalogue";
import { OrderDetailsIsland, type OrderView } from "~/features/checkout/components/order-details";
import { maskEmail } from "~/features/checkout/privacy";
import { isOrderReference } from "~/features/checkout/reference";
import { stageSince } from "~/features/orders";
import { findOrder, orderEvents } from "~/server/orders/store/index.server";
import { getServices } from "~/server/services.server";
import { privateHeaders, privateRouteHeaders } from "~/server/http/no-store.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** A shopper's own cart or order: private, no-store, for the page and its .data request. */
export const headers = privateRouteHeaders;

/** The order as stored: read on every request, so the payment status is always current. */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getServices();
  const order = isOrderReference(params.reference) ? await findOrder(db, params.reference) : undefined;
  if (!order) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const view: OrderView = {
    reference: order.reference,
    status: order.status,
    isTest: order.isTest,
    firstName: order.customer.firstName,
    email: maskEmail(order.customer.email),
    items: order.items.map((item) => ({ ...item, imageKey: findProductFacts(item.productId)?.imageKey ?? null })),
    delivery: order.delivery,
    total: order.amountKobo / 100,
    placedAt: order.createdAt.toISOString(),
    since: stageSince(order, await orderEvents(db, order.reference)).toISOString(),
  };
  return data(view, { headers: privateHeaders() });
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OrderDetailsIsland order={loaderData} />;
}
