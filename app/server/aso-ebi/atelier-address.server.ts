import { HOME_STATE, pickup } from "~/config/delivery";

/**
 * The address of a share picked up at the atelier by a guest in Nigeria: hers is never asked for,
 * whatever the hidden fields still hold. A guest abroad keeps her own (her country sets her currency).
 */
export const atelierAddressFor = (delivery: string, country: string) =>
  delivery === "pickup" && (country || "Nigeria") === "Nigeria"
    ? ({ country: "Nigeria", state: HOME_STATE, city: "", address: pickup.label, postcode: "" } as const)
    : null;
