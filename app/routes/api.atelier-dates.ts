import { lagosToday } from "~/lib/lagos-clock";
import { getServices } from "~/server/services.server";
import { scheduleFor } from "~/server/atelier/queue.server";

/**
 * GET /api/atelier-dates?made=1: when a piece ordered today is ready, from the atelier's queue and
 * closed days (`made=1` a made-to-order piece, `made=0` a ready-to-wear one), for the product
 * pages, which are built ahead of time. Kept by browsers and caches a few seconds only.
 */
export async function loader({ request }: { request: Request }) {
  const asked = new URL(request.url).searchParams.get("made");
  if (asked !== "0" && asked !== "1") {
    return Response.json({ error: "Ask with made=1 (made to order) or made=0 (ready to wear)." }, { status: 400 });
  }
  const made = asked === "1";
  const { db } = await getServices();
  const { standard, express } = await scheduleFor(db, lagosToday(), { made: made ? 1 : 0, readyToWear: !made });
  const window = (w: { readyFrom: string; readyBy: string } | null) =>
    w && { readyFrom: w.readyFrom, readyBy: w.readyBy };
  return Response.json(
    { standard: window(standard), express: window(express) },
    { headers: { "Cache-Control": "public, max-age=15" } },
  );
}
