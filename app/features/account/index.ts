export {
  CODE_MINUTES,
  CODE_TRIES,
  LINK_UNKNOWN,
  SESSION_WORDS,
  SESSION_DAYS,
  VERDICT_WORDS,
  codeEmail,
  DELETED_NAME,
  accountDoneWords,
  deletionCodeEmail,
  readCode,
  signInEmailProblem,
  type CodeVerdict,
} from "./sign-in-rules";
export type { HerOrder } from "./her-order";
export { SignInForms, type SignInStep } from "./components/sign-in-forms";
export { ContinueForm } from "./components/continue-form";
export { HerPage } from "./components/her-page";
export type { HerThings } from "./her-things";
export type { HerTransfers } from "./her-transfers";
export { FIX_PREFIX, type FixState } from "./components/her-measurements";
export type { DeletionState } from "./components/her-deletion";
export {
  ON_ITS_WAY,
  keptForDelivery,
  keptParam,
  keptWords,
  readKeptParam,
  stillOnItsWay,
  type KeptOrder,
} from "./kept-for-delivery";
export { KeptList } from "./components/kept-list";
export type { HerUpdatesState } from "./components/her-updates";
