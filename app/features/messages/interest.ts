import {
  aBoolean,
  readStored,
  readVisit,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeStored,
  writeVisit,
} from "~/features/storage";

/**
 * The sign-up invitation on a phone asks only a visitor who has shown interest: a minute on the
 * site on this visit, or a product's page opened (on any visit).
 */
const INTEREST_MS = 60_000;

const aTime = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value)
    ? ({ ok: true, value } as const)
    : ({ ok: false, problem: "not a time" } as const);

/** When this visit reached the shop: noted by the first page that asks. */
export function arrivedAt(now = Date.now()): number {
  const arrived = readVisit(SESSION_KEYS.arrived, aTime);
  if (arrived !== null && arrived <= now) return arrived;
  writeVisit(SESSION_KEYS.arrived, now);
  return now;
}

export const noteProductViewed = () => void writeStored(STORAGE_KEYS.viewedProduct, true);

/** Whether she has shown interest by now (see above). */
export const interested = (now = Date.now()) =>
  readStored(STORAGE_KEYS.viewedProduct, aBoolean, false) || now - arrivedAt(now) >= INTEREST_MS;
