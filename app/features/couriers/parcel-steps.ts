// A parcel's steps with the courier, from the aggregator's statuses to her words
// (docs/decisions/298-couriers-through-one-aggregator.md).

/** The steps a parcel takes, in the order it takes them; a failed attempt sits before a retry. */
export const PARCEL_STEPS = [
  "booked",
  "picked-up",
  "in-transit",
  "failed-attempt",
  "out-for-delivery",
  "delivered",
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** Each step in her words, for her order page and her own page. */
export const STEP_WORDS: Record<ParcelStep, string> = {
  booked: "Booked with the courier",
  "picked-up": "Picked up from the atelier",
  "in-transit": "On its way to you",
  "failed-attempt": "The courier could not deliver: they will try again",
  "out-for-delivery": "Out for delivery today",
  delivered: "Delivered",
};

/** The aggregator's status names (Shipbubble's, lower-cased) and the step each means; others are not steps. */
const STATUS_STEPS: Record<string, ParcelStep> = {
  pending: "booked",
  confirmed: "booked",
  picked_up: "picked-up",
  in_transit: "in-transit",
  out_for_delivery: "out-for-delivery",
  unsuccessful: "failed-attempt",
  failed_delivery: "failed-attempt",
  completed: "delivered",
  delivered: "delivered",
};

export const stepOfStatus = (status: string): ParcelStep | undefined =>
  STATUS_STEPS[
    status
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_")
  ];

export interface StepSeen {
  step: ParcelStep;
  at: Date;
}

/**
 * The parcel's step now, from every event however late or repeated they arrived: the furthest step
 * reached, and between a failed attempt and what follows it, the later in time. Delivered is final.
 */
export function currentStep(seen: readonly StepSeen[]): ParcelStep | undefined {
  let now: StepSeen | undefined;
  for (const s of seen) {
    if (!now) now = s;
    else if (now.step === "delivered") continue;
    else if (s.step === "delivered") now = s;
    else if (s.step === "failed-attempt" || now.step === "failed-attempt") now = s.at > now.at ? s : now;
    else if (PARCEL_STEPS.indexOf(s.step) > PARCEL_STEPS.indexOf(now.step)) now = s;
  }
  return now?.step;
}

/** Where a step moves the order itself: picked up it is shipped, delivered it is delivered. */
export function orderStateFor(step: ParcelStep): "shipped" | "delivered" | undefined {
  if (step === "delivered") return "delivered";
  return step === "booked" ? undefined : "shipped";
}

/** Her parcel as her order page shows it: the courier and its number, then each step with when (ISO). */
export interface ParcelForHer {
  courier: string;
  trackingCode: string;
  steps: { words: string; at: string }[];
}
