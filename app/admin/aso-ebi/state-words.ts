import type { GroupState } from "./group-view";
import { formatDay } from "~/lib/lagos-clock";

/** Where a group stands, in the owner's words. */
export function stateWords(state: GroupState, lastJoinDay: string): string {
  switch (state) {
    case "open":
      return `Open to join until ${formatDay(lastJoinDay)}`;
    case "closed":
      return "Closed: its deadline passed";
    case "minimum-missed":
      return "Minimum not met: your choice";
    case "decided":
      return "Closed: you chose to go ahead";
    case "returned":
      return "Called off: payments returned";
  }
}
