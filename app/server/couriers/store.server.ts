// Parcels booked with the courier aggregator and their steps (tables shipments, shipment_steps):
// every statement on them is here.
import type { ParcelStep, StepSeen } from "~/features/couriers";
import type { CourierLabel } from "../adapters/shipbubble.server";
import type { Db } from "../db/db.server";

export interface Shipment {
  reference: string;
  state: "booking" | "booked" | "failed";
  providerOrderId: string | null;
  courier: string;
  trackingCode: string;
  trackingUrl: string;
  labelUrl: string;
  costKobo: number | null;
  failure: string;
  /** When it was last booked or tried (ISO). */
  bookedAt: string;
  /** The day the courier was asked to pick it up (Lagos), once booked. */
  pickupOn: string | null;
  /** A booking under way for longer than a booking takes: it stopped half-way (a crash, a restart). */
  stalled: boolean;
}

type ShipmentRow = {
  order_reference: string;
  state: Shipment["state"];
  provider_order_id: string | null;
  courier: string;
  tracking_code: string;
  tracking_url: string;
  label_url: string;
  cost_kobo: string | number | null;
  failure: string;
  updated_at: Date | string;
  pickup_on: Date | string | null;
  stalled: boolean;
};

/** Longer than any booking's calls take (four calls of at most ten seconds): a booking still under way then stopped. */
const STALLED = "interval '2 minutes'";

const COLUMNS = `order_reference, state, provider_order_id, courier, tracking_code, tracking_url, label_url, cost_kobo, failure,
   updated_at, pickup_on::text as pickup_on, (state = 'booking' and updated_at < now() - ${STALLED}) as stalled`;

const shipmentOf = (r: ShipmentRow): Shipment => ({
  reference: r.order_reference,
  state: r.state,
  providerOrderId: r.provider_order_id,
  courier: r.courier,
  trackingCode: r.tracking_code,
  trackingUrl: r.tracking_url,
  labelUrl: r.label_url,
  costKobo: r.cost_kobo === null ? null : Number(r.cost_kobo),
  failure: r.failure,
  bookedAt: new Date(r.updated_at).toISOString(),
  pickupOn: r.pickup_on === null ? null : String(r.pickup_on).slice(0, 10),
  stalled: r.stalled,
});

export async function findShipment(db: Db, reference: string): Promise<Shipment | undefined> {
  const [row] = await db.query<ShipmentRow>(`select ${COLUMNS} from shipments where order_reference = $1`, [reference]);
  return row && shipmentOf(row);
}

/**
 * Claims the order's booking: true for the one caller that may call the aggregator now (no row yet,
 * or the last try failed); false while another books it or once it is booked.
 */
export async function claimBooking(db: Db, reference: string): Promise<boolean> {
  const rows = await db.query(
    `insert into shipments (order_reference, state) values ($1, 'booking')
     on conflict (order_reference) do update set state = 'booking', failure = '', updated_at = now()
       where shipments.state = 'failed' or (shipments.state = 'booking' and shipments.updated_at < now() - ${STALLED})
     returning order_reference`,
    [reference],
  );
  return rows.length === 1;
}

/** A label made: its courier, tracking and cost, beside `feePaidKobo`, what she paid for the delivery. */
export async function markBooked(
  db: Db,
  reference: string,
  label: CourierLabel,
  paid: { feePaidKobo: number; pickupOn: string },
): Promise<void> {
  await db.query(
    `update shipments set state = 'booked', provider_order_id = $2, courier = $3, tracking_code = $4,
       tracking_url = $5, label_url = $6, cost_kobo = $7, fee_paid_kobo = $8, pickup_on = $9, updated_at = now()
     where order_reference = $1 and state = 'booking'`,
    [
      reference,
      label.providerOrderId,
      label.courierName,
      label.trackingCode,
      label.trackingUrl,
      label.labelUrl,
      label.costKobo,
      paid.feePaidKobo,
      paid.pickupOn,
    ],
  );
}

export async function markFailed(db: Db, reference: string, failure: string): Promise<void> {
  await db.query(
    "update shipments set state = 'failed', failure = $2, updated_at = now() where order_reference = $1 and state = 'booking'",
    [reference, failure.slice(0, 500)],
  );
}

/** The order a parcel of the aggregator's belongs to. */
export async function referenceOfParcel(db: Db, providerOrderId: string): Promise<string | undefined> {
  const [row] = await db.query<{ order_reference: string }>(
    "select order_reference from shipments where provider_order_id = $1",
    [providerOrderId],
  );
  return row?.order_reference;
}

/** Keeps a dated step once, however often its event comes. */
export async function addStep(db: Db, reference: string, step: ParcelStep, at: Date): Promise<void> {
  await db.query(
    `insert into shipment_steps (order_reference, step, happened_at) values ($1, $2, $3)
     on conflict do nothing`,
    [reference, step, at],
  );
}

/** Every step the parcel was seen at, oldest first. */
export async function stepsOf(db: Db, reference: string): Promise<StepSeen[]> {
  const rows = await db.query<{ step: ParcelStep; happened_at: Date }>(
    "select step, happened_at from shipment_steps where order_reference = $1 order by happened_at, step",
    [reference],
  );
  return rows.map((r) => ({ step: r.step, at: new Date(r.happened_at) }));
}

/** Parcels booked since `since`, and what the couriers charged beyond what their shoppers paid (kobo). */
export async function bookedSince(db: Db, since: Date): Promise<{ parcels: number; overKobo: number }> {
  const [row] = await db.query<{ parcels: number | string; over: number | string }>(
    `select count(*) as parcels, coalesce(sum(greatest(cost_kobo - coalesce(fee_paid_kobo, cost_kobo), 0)), 0) as over
       from shipments where state = 'booked' and updated_at >= $1`,
    [since],
  );
  return { parcels: Number(row?.parcels ?? 0), overKobo: Number(row?.over ?? 0) };
}
