// The parcel as the owner's order page and her own pages show it: the booking, its label and
// tracking, and the steps in her words (docs/decisions/298).
import { currentStep, STEP_WORDS, type ParcelForHer, type ParcelStep } from "~/features/couriers";
import { canTransition, type Order } from "~/features/orders";
import { shipbubbleConfig } from "../adapters/shipbubble.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { findShipment, stepsOf, type Shipment } from "./store.server";

export interface ParcelView {
  shipment: Shipment | null;
  /** Each step seen, oldest first, in her words with when (ISO). */
  steps: { step: ParcelStep; words: string; at: string }[];
  /** The step it is at now, in her words. */
  now: string | null;
}

/** The order's parcel, or null when none was booked. */
export async function parcelView(db: Db, reference: string): Promise<ParcelView | null> {
  const shipment = await findShipment(db, reference);
  if (!shipment) return null;
  const seen = await stepsOf(db, reference);
  const now = currentStep(seen);
  return {
    shipment,
    steps: seen.map((s) => ({ step: s.step, words: STEP_WORDS[s.step], at: s.at.toISOString() })),
    now: now ? STEP_WORDS[now] : shipment.state === "booked" ? STEP_WORDS.booked : null,
  };
}

/** Whether the owner's page offers "Book the courier": a key is set and the order is one the courier can carry now. */
export const mayBookCourier = (env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL">, order: Order) =>
  shipbubbleConfig(env) !== undefined &&
  order.delivery.method !== "pickup" &&
  order.customer.country === "Nigeria" &&
  canTransition(order.status, "shipped", "owner");

/** What her order page shows of it: only a parcel booked, the courier, its number and its steps. */
export const parcelForHer = (view: ParcelView | null): ParcelForHer | null =>
  view?.shipment?.state === "booked"
    ? {
        courier: view.shipment.courier,
        trackingCode: view.shipment.trackingCode,
        steps: [
          { words: STEP_WORDS.booked, at: view.shipment.bookedAt },
          ...view.steps.filter((s) => s.step !== "booked"),
        ],
      }
    : null;
