export {
  PLAN_FIELD_LABELS,
  PLAN_FIELDS,
  PLAN_OFFER,
  planFormValues,
  readPlanTerms,
  type PlanAnchor,
  type PlanTerms,
} from "./terms";
export { planSchedule, planTotal, type FrozenPlan } from "./schedule";
export { cancelWords, feeWords, partLines } from "./words";
export { planStory, type PlanStoryView } from "./story";
export { PlanFieldset } from "./components/plan-fieldset";
export { PlanStory } from "./components/plan-story";
export { cartPlanTerms, checkoutSchedule, piecePlans, type ProductPlans } from "./cart-plan";
