import { eraseKeptWhenArrived } from "./account/kept-for-delivery.server";
import { offerWelcomeCodes } from "./discounts/welcome.server";
import { reactToOrderChanges } from "./orders/change-state.server";
import { keepCardsWith, renewWithHeldPieces } from "./orders/record-verdict.server";
import { keepPlanCard } from "./autopay/keep-card.server";
import { renewUse } from "./discounts/store.server";
import { holdQueuePlaceUntil } from "./atelier/queue-holds.server";
import { giveUseBackWhenEnded } from "./discounts/take-discount.server";
import { returnCreditWhenEnded } from "./credit/spend-credit.server";
import { issueGiftCardWhenPaid } from "./gift-cards/issue.server";
import { addAccountSource } from "./payments/account.server";
import { seatWhenFeePaid } from "./appointments/fee-paid.server";
import { creditAccountRows } from "./credit/account-rows.server";
import { refundAccountRows } from "./refunds/account-rows.server";
import { planAccountRows } from "./pay-plans/account-rows.server";
import { queueRefundMessage } from "./refunds/refund-notice.server";
import { setTransferAccountOf } from "./orders/transfer-account-of.server";
import { orderTransferAccount } from "./transfers/assign.server";

/**
 * Hooks the flows into the moments they react to, in the transaction of the moment, once per
 * process (a second call changes nothing): a subscriber who confirms gets the welcome code the
 * owner offers; an order that ends gives back its discount's use and what credit paid of it; a
 * gift card's order, paid, issues the card; a discount's use and a place in the atelier's week are
 * held as long as the order's pieces.
 * An appointment's fee, paid, books its seat. An order that kept her delivery facts after she
 * deleted her data erases them once it is delivered, collected or ends. A refund stores her
 * WhatsApp/SMS notice when she chose them. Credit, refunds and plans add their rows to every order's
 * account. Her balance reminders name her own account for paying by transfer when she has one. A card payment of
 * an order on a plan keeps its reusable card, for autopay.
 * `siteUrl` is the shop's address, for the links of the emails queued in a reaction.
 */
export function registerReactions(siteUrl = ""): void {
  offerWelcomeCodes();
  reactToOrderChanges("discount use back", giveUseBackWhenEnded);
  renewWithHeldPieces("discount use", renewUse);
  renewWithHeldPieces("queue place", holdQueuePlaceUntil);
  reactToOrderChanges("credit back", returnCreditWhenEnded);
  reactToOrderChanges("gift card issued", issueGiftCardWhenPaid);
  reactToOrderChanges("appointment seat", seatWhenFeePaid(siteUrl));
  reactToOrderChanges("kept for delivery erased", eraseKeptWhenArrived);
  reactToOrderChanges("refund notice", queueRefundMessage);
  addAccountSource("credit", creditAccountRows);
  addAccountSource("refunds", refundAccountRows);
  setTransferAccountOf(orderTransferAccount);
  addAccountSource("plans", planAccountRows);
  keepCardsWith("autopay card", keepPlanCard);
}
