import { collectedWords } from "~/features/aso-ebi";
import { formatDay } from "~/lib/lagos-clock";
import type { GroupListItem } from "./group-view.server";
import { stateWords } from "./state-words";

/** Her groups, one card each: the event, the deadline, members, paid and money. */
export function GroupList({ groups }: { groups: readonly GroupListItem[] }) {
  if (groups.length === 0)
    return (
      <p className="text-ink-soft">
        No group yet. A coordinator opens one from a HazelBee or made-to-order product page.
      </p>
    );
  return (
    <ul aria-label="Groups" className="flex flex-col divide-y divide-line border-y border-line">
      {groups.map((g) => (
        <li key={g.id} className="flex flex-col gap-1 py-3">
          <a href={`/admin/aso-ebi/${g.id}`} className="font-semibold underline underline-offset-4">
            {g.name}
          </a>
          <p className="text-sm">
            {g.eventName}, {formatDay(g.eventOn)}
          </p>
          <p className="text-sm text-ink-soft">
            Join by {formatDay(g.joinBy)} · {stateWords(g.state, g.joinBy)}
          </p>
          <p className="text-sm tabular-nums">
            {g.totals.members} {g.totals.members === 1 ? "member" : "members"}, {g.totals.paid} paid,{" "}
            {collectedWords(g.totals.collected)} collected
          </p>
        </li>
      ))}
    </ul>
  );
}
