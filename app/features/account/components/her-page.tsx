import { buttonClass } from "~/components/ui/button";
import { SavedList, type SavedPiece } from "~/features/saved";
import type { HerOrder } from "../her-order";
import type { HerThings } from "../her-things";
import type { KeptOrder } from "../kept-for-delivery";
import { HerDeletion, type DeletionState } from "./her-deletion";
import { HerMeasurements, type FixState } from "./her-measurements";
import { HerOrders } from "./her-orders";
import type { HerTransfers } from "../her-transfers";
import { HerTransferAccount } from "./her-transfer-account";
import { HerAppointments, HerCodes, HerLists, HerRequests } from "./her-things";
import { Notice } from "./notice";
import { HerUpdates, type HerUpdatesState } from "./her-updates";

/** Her page: what she has with the shop under her email, and signing out here or everywhere. */
export function HerPage({
  email,
  orders,
  things,
  saved,
  notice,
  fix,
  deletion,
  keptForDelivery,
  updates,
  transfers,
}: {
  email: string;
  orders: readonly HerOrder[];
  things: HerThings;
  saved: readonly SavedPiece[];
  notice: string | null;
  fix: FixState | null;
  deletion: DeletionState | null;
  /** Her orders on their way: what each keeps if she deletes her data. */
  keptForDelivery: readonly KeptOrder[];
  /** Her numbers and whether each gets WhatsApp or SMS updates. */
  updates: HerUpdatesState;
  /** Her own account for paying by transfer, once she has an order. */
  transfers: HerTransfers | null;
}) {
  return (
    <div className="flex flex-col gap-10">
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      <Notice text={notice} />
      {transfers && <HerTransferAccount transfers={transfers} />}
      <HerOrders orders={orders} />
      <SavedList pieces={saved} />
      <HerAppointments items={things.appointments} />
      <HerRequests items={things.requests} />
      <HerMeasurements kept={things.kept} fix={fix} />
      <HerCodes items={things.codes} />
      <HerLists items={things.lists} />
      <HerUpdates state={updates} />
      <HerDeletion state={deletion} kept={keptForDelivery} />
      <section aria-labelledby="her-sign-out" className="flex flex-col gap-3">
        <h2 id="her-sign-out" className="text-3xl">
          Sign out
        </h2>
        <form method="post" action="/account" className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="sign-out" className={buttonClass("outline", "w-full sm:w-fit")}>
            Sign out
          </button>
          <button
            type="submit"
            name="intent"
            value="sign-out-everywhere"
            className={buttonClass("outline", "w-full sm:w-fit")}
          >
            Sign out everywhere
          </button>
        </form>
        <p className="text-sm text-ink-soft">“Sign out everywhere” ends your sign-in on every phone and computer.</p>
      </section>
    </div>
  );
}
