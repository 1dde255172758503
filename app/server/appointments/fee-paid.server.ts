import type { Db } from "../db/db.server";
import type { OrderReaction } from "../orders/change-state.server";
import { queueAppointmentEmail, queueConfirmation } from "./emails.server";
import { feeTowardsOrder } from "./fee-to-order.server";
import { findByFeeOrder, lockAppointment, lockType, seatsAt, setAppointment } from "./store/index.server";

let siteUrl = "";

/**
 * An appointment's fee order, paid: its held seat is booked and the confirmation queued, in the
 * paying transaction; paid after its hold lapsed, it takes a seat at the same start again if one
 * is left (under the type's lock), else the appointment waits for her to choose another time.
 * The fee counts towards the order she named (fee-to-order). Expired or cancelled unpaid: the held seat is let go. A second sight of the payment finds the
 * seat booked and changes nothing; the outbox keys keep each email once.
 */
async function seatOf(tx: Db, reference: string, status: string, now: Date): Promise<void> {
  const found = await findByFeeOrder(tx, reference);
  if (!found) return;
  if (status === "paid") {
    const type = await lockType(tx, found.typeId);
    const a = await lockAppointment(tx, found.id);
    if (!a || (a.status !== "held" && a.status !== "lapsed")) return;
    await feeTowardsOrder(tx, a);
    if (a.status === "held") await setAppointment(tx, a.id, { status: "booked" });
    else {
      const seats = await seatsAt(tx, a.typeId, a.startsAt, now);
      if (seats.length >= (type?.seats ?? 0)) {
        await setAppointment(tx, a.id, { status: "unseated" });
        await queueAppointmentEmail(
          tx,
          a,
          {
            kind: "unseated",
            status: "choose another time",
            note: "Your fee is paid, but the time you chose filled while the payment came through: choose another time on your page.",
          },
          siteUrl,
        );
        return;
      }
      let seat = 1;
      while (seats.includes(seat)) seat++;
      await setAppointment(tx, a.id, { status: "booked", seat });
    }
    await queueConfirmation(tx, a, siteUrl);
  } else if (status === "expired" || status === "cancelled") {
    const a = await lockAppointment(tx, found.id);
    if (a?.status === "held") await setAppointment(tx, a.id, { status: "lapsed" });
  }
}

/** The reaction registered with the orders' changes; `url` is the shop's address for the emails' links. */
export function seatWhenFeePaid(url: string): OrderReaction {
  siteUrl = url;
  return async (tx, order) => {
    if (order.appointment) await seatOf(tx, order.reference, order.status, new Date());
  };
}
