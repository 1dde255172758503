// Aso-ebi's pure rules: the group form, the group's state, its members' words and totals, its texts.
export { parseGroupForm, type GroupForm, type GroupFormResult } from "./group-form";
export { groupState, joinRefusal, lastJoinDay, type GroupOutcome } from "./group-state";
export {
  paidWord,
  shareEnded,
  groupTotals,
  collectedWords,
  totalsWords,
  type PaidWord,
  type GroupTotals,
} from "./members";
export { inviteText, reminderText, shareLink } from "./messages";
export { earliestEventFor, piecesBefore } from "./capacity";
export { joinPayWords, quoteMoney, type JoinQuote } from "./join-quote";
export { deadlineWords, shareDeadlineWords } from "./deadline-words";
