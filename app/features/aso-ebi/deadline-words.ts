// What happened at a group's deadline, in words: for the group's pages (its coordinator's and
// the guests' page) and for one guest's share (her order's page and her email). Pure.
import { formatDay } from "~/lib/lagos-clock";
import { lastJoinDay, type GroupOutcome, type groupState } from "./group-state";

type State = ReturnType<typeof groupState>;

interface DeadlineFacts {
  joinBy: string;
  eventOn: string;
  minimum: number | null;
  outcome: GroupOutcome | null;
  extendedTo: string | null;
}

/** The group's news once its deadline passed or the owner decided; null while it is simply open. */
export function deadlineWords(g: DeadlineFacts, state: State, paid: number): string | null {
  const event = formatDay(g.eventOn);
  const closedOn = formatDay(lastJoinDay(g));
  switch (state) {
    case "open":
      return g.outcome === "extended" ? `The atelier extended the last day to join to ${closedOn}.` : null;
    case "minimum-missed":
      return `The last day to join, ${closedOn}, has passed with ${paid} of the ${g.minimum ?? 0} paid guests the group needs: the atelier now decides whether it goes ahead, and tells everyone by email.`;
    case "closed":
      return `Joining closed on ${closedOn}: the pieces of the guests who paid are made for the event on ${event}.`;
    case "decided":
      return g.outcome === "go-ahead"
        ? `The atelier decided to go ahead with the guests who paid: their pieces are made for the event on ${event}.`
        : `Joining closed on ${closedOn}, the extended last day: the pieces of the guests who paid are made for the event on ${event}.`;
    case "returned":
      return "The atelier called the group off: every payment is returned, and no piece is made.";
  }
}

/** One guest's share as the deadline leaves it. */
interface ShareFacts {
  /** It paid at least its deposit. */
  paid: boolean;
  /** Any money came in for it (what a return gives back). */
  paidIn: boolean;
  /** It lapsed unpaid, or was cancelled or given back. */
  ended: boolean;
}

/** What the group's deadline or the owner's decision means for one guest; null while the group is simply open. */
export function shareDeadlineWords(g: DeadlineFacts, state: State, share: ShareFacts): string | null {
  const event = formatDay(g.eventOn);
  switch (state) {
    case "open":
      if (g.outcome !== "extended") return null;
      return `The atelier extended the group's last day to join to ${formatDay(lastJoinDay(g))}.${
        share.paid || share.ended ? "" : " Pay your share by then to have your piece made."
      }`;
    case "minimum-missed":
      return "The group's last day to join has passed with fewer paid guests than it needs: the atelier now decides whether it goes ahead, and we email you what is decided.";
    case "closed":
    case "decided": {
      const goes = g.outcome === "go-ahead" ? "The atelier decided that the group goes ahead" : "The group goes ahead";
      if (share.paid) return `${goes}: your piece is being made for the event on ${event}.`;
      if (share.ended)
        return `${goes} without your share${share.paidIn ? "" : ": it was not paid by the last day to join"}.`;
      return `${goes}: pay your share to have your piece made for the event on ${event}.`;
    }
    case "returned":
      return share.paidIn
        ? "The atelier called the group off: what you paid is returned to you, and your order is cancelled."
        : "The atelier called the group off: your order is cancelled, and you owe nothing.";
  }
}
