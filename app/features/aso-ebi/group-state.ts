// A group's state on a Lagos day: open to join, closed at its deadline, its minimum missed
// (the owner decides), or decided. Pure.

export type GroupOutcome = "go-ahead" | "extended" | "returned";

interface GroupFacts {
  joinBy: string;
  eventOn: string;
  minimum: number | null;
  outcome: GroupOutcome | null;
  extendedTo: string | null;
}

type GroupState = "open" | "closed" | "minimum-missed" | "decided" | "returned";

/** The last Lagos day guests may join: the owner's extension when she gave one. */
export const lastJoinDay = (g: Pick<GroupFacts, "joinBy" | "outcome" | "extendedTo">): string =>
  g.outcome === "extended" && g.extendedTo ? g.extendedTo : g.joinBy;

/**
 * `paidMembers`: members who paid at least their deposit. Open until its last join day; then,
 * with a minimum not met and no choice made, the owner's to decide.
 */
export function groupState(g: GroupFacts, today: string, paidMembers: number): GroupState {
  if (g.outcome === "returned") return "returned";
  if (today <= lastJoinDay(g)) return "open";
  if (g.outcome === "go-ahead" || g.outcome === "extended") return "decided";
  if (g.minimum !== null && paidMembers < g.minimum) return "minimum-missed";
  return "closed";
}

/** Why a guest cannot join now, in words; null when she can. */
export function joinRefusal(state: GroupState): string | null {
  if (state === "open") return null;
  if (state === "returned") return "This group was called off and its payments returned: it takes no one now.";
  return "This group's last day to join has passed: it takes no one now.";
}
