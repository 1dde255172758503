import type { TransferAccountView } from "~/features/transfers";

/** Her own account for paying by transfer on her page. */
export interface HerTransfers {
  /** Null while Paystack has not given it yet. */
  account: TransferAccountView | null;
  /** Her orders a transfer may pay now (kobo owed), oldest first. */
  owing: { reference: string; owed: number }[];
  /** The one she chose to go first, or null: her oldest that owes. */
  chosen: string | null;
}
