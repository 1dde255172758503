import { SelectField } from "~/components/ui/field";
import { formatMoney, money } from "~/features/currency";
import type { Share } from "./group-view";
import { methodField } from "./outcome-form";

/**
 * How each share's money goes back, one choice per share: through Paystack (when it is set up) or as
 * store credit. `state` follows the amount in its label ("back", "held").
 */
export function ReturnMethodFields({
  shares,
  paystack,
  state,
}: {
  shares: readonly Share[];
  paystack: boolean;
  state: string;
}) {
  return shares.map((s) => (
    <SelectField
      key={s.reference}
      name={methodField(s.reference)}
      label={`${s.name}: ${formatMoney(money(s.netPaid, s.currency))} ${state}`}
      defaultValue={paystack ? "paystack" : "credit"}
    >
      {paystack && <option value="paystack">Through Paystack</option>}
      <option value="credit">As store credit</option>
    </SelectField>
  ));
}
