import { z } from "zod";
import { parseMoney } from "~/features/currency";

/**
 * Whole naira as the owner types them ("35000", "35,000", "₦35 000", "35k"), read by the one
 * reader of typed money; what it cannot read is refused in its words.
 */
export const typedNaira = () =>
  z.string().transform((typed, ctx) => {
    const read = parseMoney(typed, "NGN");
    if (read.ok) return read.money.amount;
    ctx.addIssue({ code: "custom", message: read.error });
    return z.NEVER;
  });
