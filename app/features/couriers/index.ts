export {
  currentStep,
  orderStateFor,
  STEP_WORDS,
  stepOfStatus,
  type ParcelForHer,
  type ParcelStep,
  type StepSeen,
} from "./parcel-steps";
