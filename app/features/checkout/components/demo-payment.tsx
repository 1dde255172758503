import { lazy, Suspense, useState, type ComponentProps } from "react";

// Only a shop without Paystack keys (demo mode) shows the test payment, and only once an order is
// placed: its dialog loads then, never with the checkout.
const DemoPaymentDialog = lazy(() => import("./demo-payment-dialog"));

/** The test payment's dialog, loaded with the first order it shows and kept mounted after. */
export function DemoPayment(props: ComponentProps<typeof DemoPaymentDialog>) {
  const [wanted, setWanted] = useState(false);
  if (props.order && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <DemoPaymentDialog {...props} />
    </Suspense>
  ) : null;
}
