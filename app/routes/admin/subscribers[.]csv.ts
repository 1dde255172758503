import { toCsv } from "~/admin/shared/csv";
import { lagosCsvDateTime, lagosToday } from "~/lib/lagos-clock";
import { SOURCE_LABELS, standingText } from "~/admin/messages/message-texts";
import { csvResponse } from "~/admin/shared/csv-response.server";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { subscribers } from "~/server/messages/store.server";
import type { Route } from "./+types/subscribers[.]csv";

/**
 * GET /admin/subscribers.csv: one row per subscriber, for a spreadsheet. Only those the "News list"
 * column calls confirmed have agreed to the shop's emails.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const rows = (await subscribers(db)).map((s) => [
    s.email,
    s.name ?? "",
    lagosCsvDateTime(s.firstAt),
    s.sources.map((k) => SOURCE_LABELS[k]).join(", "),
    standingText(s.standing),
  ]);
  return csvResponse(
    toCsv(["Email", "Name", "First signed up (WAT)", "Through", "News list"], rows),
    `hazel-subscribers-${lagosToday()}.csv`,
  );
}
