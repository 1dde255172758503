export {
  ANCHOR_WORDS,
  PLAN_ANCHORS,
  PLAN_FIELDS,
  PLAN_FIELD_LABELS,
  PLAN_LIMITS,
  planTermsFields,
  readPlanTerms,
  type CancelTerms,
  type PlanAnchor,
  type PlanTerms,
} from "./terms";
export { planSchedule, planTotal, type AnchorDays, type FrozenPlan, type PlanPart } from "./schedule";
export { cancelWords, feeWords, partLines, partName } from "./words";
export { PlanFieldset } from "./components/plan-fieldset";
export { nextPartWords, planStory, type PlanStoryView } from "./story";
export { PlanStory } from "./components/plan-story";
