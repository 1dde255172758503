/** Black Friday (50% off) and December (30% off) prices, whole naira. */
export function discounts(originalPrice: number): { bfDiscount: number; decDiscount: number } {
  return {
    bfDiscount: Math.round(originalPrice * 0.5),
    decDiscount: Math.round(originalPrice * 0.7),
  };
}
