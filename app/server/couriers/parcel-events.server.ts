// The aggregator's status webhooks: signed, kept once per dated step whatever order they come in,
// and the order moved where the parcel's furthest step says (docs/decisions/298).
import { currentStep, orderStateFor, stepOfStatus } from "~/features/couriers";
import { canTransition } from "~/features/orders";
import { isShipbubbleSigned, readShipbubbleEvent, shipbubbleConfig } from "../adapters/shipbubble.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { changeOrderState } from "../orders/change-state.server";
import { queueShopperUpdate } from "../orders/notices.server";
import { findOrder } from "../orders/store/index.server";
import { addStep, findShipment, referenceOfParcel, stepsOf } from "./store.server";

export type EventOutcome = { status: 200 | 400 | 401 | 404; message: string };

/** Her email's note when the parcel leaves: the courier, its tracking number and where to follow it. */
const trackingNote = (s: { courier: string; trackingCode: string; trackingUrl: string }) =>
  [s.courier, s.trackingCode && `tracking number ${s.trackingCode}`, s.trackingUrl].filter(Boolean).join(" · ");

export async function handleCourierEvent(
  deps: { db: Db; env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL"> },
  raw: Uint8Array,
  signature: string | null,
): Promise<EventOutcome> {
  const config = shipbubbleConfig(deps.env);
  if (!config) return { status: 404, message: "No courier service is set up." };
  if (!isShipbubbleSigned(config, raw, signature)) return { status: 401, message: "The signature does not match." };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { status: 400, message: "The body is not JSON." };
  }
  const event = readShipbubbleEvent(body);
  if (!event) return { status: 400, message: "The body is not a parcel's status." };
  const reference = await referenceOfParcel(deps.db, event.providerOrderId);
  // A parcel the shop did not book (another shop on the account): taken, so it is not sent again.
  if (!reference) return { status: 200, message: "Not a parcel of this shop's." };
  for (const s of event.statuses) {
    const step = stepOfStatus(s.status);
    if (step) await addStep(deps.db, reference, step, s.at);
  }
  await followParcel(deps.db, reference);
  return { status: 200, message: "Received." };
}

/** Moves the order to where its parcel is: shipped once picked up (her email with the tracking), then delivered. */
async function followParcel(db: Db, reference: string): Promise<void> {
  const step = currentStep(await stepsOf(db, reference));
  const target = step && orderStateFor(step);
  const order = target && (await findOrder(db, reference));
  if (!target || !order) return;
  const shipment = (await findShipment(db, reference))!;
  if (canTransition(order.status, "shipped", "courier")) {
    const note = trackingNote(shipment);
    await changeOrderState(db, {
      reference,
      to: "shipped",
      source: "courier",
      note,
      also: (tx) => queueShopperUpdate(tx, { reference, status: "shipped", note }).then(() => undefined),
    });
  }
  if (target === "delivered") await changeOrderState(db, { reference, to: "delivered", source: "courier" });
}
