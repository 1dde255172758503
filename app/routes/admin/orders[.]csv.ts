import { z } from "zod";
import { csvResponse } from "~/admin/shared/csv-response.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { ordersCsvParts } from "~/admin/orders/order-export.server";
import type { Route } from "./+types/orders[.]csv";

/** Days the export takes: the shop's years, not year 1 or 9999 (which the database cannot place). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const day = z.iso.date().refine((d) => Number(d.slice(0, 4)) >= FIRST_YEAR && Number(d.slice(0, 4)) <= LAST_YEAR);
const range = z.object({ from: day, to: day }).refine((r) => r.from <= r.to);

/** GET /admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed on those days (WAT), streamed a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const query = range.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return new Response(
      `Choose a first and a last day between ${FIRST_YEAR} and ${LAST_YEAR} (the first on or before the last) to export the orders placed between them.`,
      {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  const { from, to } = query.data;
  return csvResponse(ordersCsvParts(db, { from, to }), `hazel-orders-${from}-to-${to}.csv`);
}
