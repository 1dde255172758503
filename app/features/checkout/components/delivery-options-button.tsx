import { Button } from "~/components/ui/button";
import { DELIVERY_OPTIONS_INTENT } from "../delivery-options";
import { QUOTE_INTENT } from "../checkout-quote";
import { useScripted } from "./use-scripted";

/**
 * Without a script, a second submit of the checkout's form that only asks the server for the
 * delivery ways to her place: the page comes back with everything she typed and those ways, and
 * no order is placed (checkout-form.server.ts). With the script the page prices delivery as she
 * types, so there is nothing to ask: the button is gone once the script runs. `totals`: the
 * page comes back priced whole, her codes too, with the summary in view.
 */
export function DeliveryOptionsButton({ children, totals = false }: { children: string; totals?: boolean }) {
  const scripted = useScripted();
  if (scripted) return null;
  return (
    <Button
      type="submit"
      variant="outline"
      name="intent"
      value={totals ? QUOTE_INTENT : DELIVERY_OPTIONS_INTENT}
      // Back at the delivery ways (or the totals), not the top of the page.
      formAction={totals ? "/checkout#summary" : "/checkout#delivery"}
      className="w-full sm:w-auto sm:self-start"
    >
      {children}
    </Button>
  );
}
