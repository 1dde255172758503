import type { Money } from "~/features/currency";
import type { MeasurementChange, Measurements } from "~/features/measurements";

/** A kept set of her measurements as her page shows and corrects it. */
export interface HerKept {
  id: number;
  measurements: Measurements;
  updatedAt: string;
  history: { actor: string; at: string; changes: MeasurementChange[] }[];
}

/** Everything but her orders that her page lists, each from its own store. */
export interface HerThings {
  appointments: { name: string; startsAt: string; waiting: boolean; page: string }[];
  requests: { reference: string; piece: string; status: "new" | "quoted" | "closed"; sentAt: string; page: string }[];
  kept: HerKept[];
  /** Codes with money left, each in its own currency: shown by their last four characters only. */
  codes: { last4: string; gift: boolean; balance: Money; expiresOn: string | null }[];
  lists: { what: string; confirmed: boolean; unsubscribe: string }[];
}
