import type { Days } from "~/config/delivery";

/** A delivery's or a courier's days in words: "1 working day", "2-3 working days". */
export const workingDays = (d: Days) =>
  `${d.min === d.max ? d.max : `${d.min}-${d.max}`} working day${d.max === 1 ? "" : "s"}`;
