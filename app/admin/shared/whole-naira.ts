import { z } from "zod";
import { parseNaira } from "~/features/currency";

/** A point in naira without thousands ("35.000", "35000.50"): a decimal comma, or kobo. */
const POINT_WITHOUT_K = /\.(?!.*k\s*$)/i;

/**
 * Whole naira as the owner types them ("35000", "35,000", "₦35 000", "35k", "1.5k"), read by the
 * one reader of typed money; what it cannot read is refused in its words. A point is taken only
 * before a k: "35.000" (a spreadsheet's decimal comma) must not become ₦35.
 */
export const typedNaira = () =>
  z.string().transform((typed, ctx) => {
    const read = POINT_WITHOUT_K.test(typed)
      ? ({ ok: false, error: "Naira are whole here: type it like ₦35,000 or 35k." } as const)
      : parseNaira(typed);
    if (read.ok) return read.naira;
    ctx.addIssue({ code: "custom", message: read.error });
    return z.NEVER;
  });
