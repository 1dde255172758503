// Her area of the atelier's state, which prices its delivery: loaded once her state is the
// atelier's, never with the page (the checkout's script is at its budget).
import { HOME_STATE_AREAS } from "~/config/delivery";
import { SelectField } from "~/components/ui/field";
import { DeliveryOptionsButton } from "./delivery-options-button";
import type { DeliveryState } from "./use-delivery-choice";

export const AREA_TEXT = {
  label: "Your area (local government)",
  hint: "Our rider delivers in Port Harcourt and Obio/Akpor; a courier everywhere else in the state.",
} as const;

export default function AreaField({ delivery, disabled }: { delivery: DeliveryState; disabled: boolean }) {
  return (
    <>
      <SelectField
        label={AREA_TEXT.label}
        name="area"
        value={delivery.choice.area}
        disabled={disabled}
        hint={AREA_TEXT.hint}
        onChange={(e) => delivery.change({ area: e.target.value })}
        className="sm:max-w-xs"
      >
        <option value="">Choose your area</option>
        {HOME_STATE_AREAS.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </SelectField>
      <DeliveryOptionsButton>Show delivery to this area</DeliveryOptionsButton>
    </>
  );
}
