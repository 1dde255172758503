import { ledgerMoney } from "~/features/currency";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { PlacedOrder } from "../api-client";

interface DemoPaymentDialogProps {
  order: PlacedOrder | null;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * Demo mode's stand-in for Paystack: clearly a test, no card, the same success path. Its amount is
 * this payment's (a deposit's, when she chose one), in the order's currency, named on its button.
 */
export default function DemoPaymentDialog({ order, busy, onPay, onCancel }: DemoPaymentDialogProps) {
  const amount = order && ledgerMoney(order.amountMinor, order.currency);
  return (
    <Dialog open={order !== null} onClose={onCancel} label="Test payment">
      {order && (
        <div className="flex flex-col gap-5 pt-4">
          <p className="label-caps w-fit bg-gold/20 px-2 py-1 text-hazel-deep">Demo mode · no card is charged</p>
          <h2 className="text-3xl">Test payment</h2>
          <p className="text-ink-soft">
            Paystack is not set up in this shop yet, so this is a test payment. Paying marks order{" "}
            <strong className="font-medium text-ink">{order.reference}</strong> as a paid test order.
          </p>
          <p className="flex items-baseline justify-between border-y border-line py-4">
            <span className="label-caps">Amount</span>
            <span className="font-display text-3xl tabular-nums">{amount}</span>
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={onPay} disabled={busy}>
              Pay (test) {amount}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
