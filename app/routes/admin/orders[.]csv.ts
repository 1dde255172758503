import { z } from "zod";
import { csvResponse } from "~/server/owner/csv-response.server";
import { requireOwner } from "~/server/owner/owner-auth.server";
import { ordersPlacedBetween } from "~/server/orders/store/index.server";
import { ordersCsv } from "~/server/owner/order-export.server";
import type { Route } from "./+types/orders[.]csv";

const day = z.iso.date();
const range = z.object({ from: day, to: day }).refine((r) => r.from <= r.to);

/** GET /admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed on those days (WAT). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireOwner(request);
  const query = range.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return new Response(
      "Choose a first and a last day (the first on or before the last) to export the orders placed between them.",
      {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  const { from, to } = query.data;
  return csvResponse(ordersCsv(await ordersPlacedBetween(db, from, to)), `hazel-orders-${from}-to-${to}.csv`);
}
