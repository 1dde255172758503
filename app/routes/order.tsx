import { data } from "react-router";
import { OrderDetailsIsland, type OrderView } from "~/features/checkout/components/order-details";
import { maskEmail } from "~/features/checkout/privacy";
import { isOrderReference } from "~/features/checkout/reference";
import { findOrder } from "~/server/orders/order-store.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `Order ${params.reference} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** The order as stored: read on every request, so the payment status is always current. */
export async function loader({ params }: Route.LoaderArgs) {
  const order = isOrderReference(params.reference) ? await findOrder((await getServices()).db, params.reference) : undefined;
  if (!order) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const view: OrderView = {
    reference: order.reference,
    status: order.status,
    isTest: order.isTest,
    firstName: order.customer.firstName,
    email: maskEmail(order.customer.email),
    items: order.items,
    total: order.amountKobo / 100,
    placedAt: order.createdAt.toISOString(),
  };
  return data(view, { headers: { "Cache-Control": "no-store" } });
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OrderDetailsIsland order={loaderData} />;
}
