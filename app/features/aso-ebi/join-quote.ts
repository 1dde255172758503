/** A guest's share before she joins, whole naira: her piece, her delivery, the total and what she pays now. */
export interface JoinQuote {
  piece: number;
  deliveryLabel: string;
  deliveryFee: number;
  total: number;
  /** What Paystack asks for when she joins: the deposit, or the whole share. */
  dueNow: number;
}
