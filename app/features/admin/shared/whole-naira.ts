/** Whole naira as the owner may type them ("35000", "35,000", "₦35 000"), as the bare digits to check. */
export const nairaDigits = (typed: string) => typed.replace(/[\s,₦]/g, "");
