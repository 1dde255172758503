import { z } from "zod";
import { productById, SIZES } from "~/features/catalogue";
import { customerSchema } from "./customer";
import { MAX_LINES, MAX_QUANTITY } from "./order-limits";

// The server's full zod (with its English messages) checks this body; the browser only needs the limits.
export { MAX_LINES, MAX_QUANTITY };

/** One cart line as the browser sends it: what and how many, never a price. */
export const orderLineSchema = z.strictObject({
  productId: z
    .number({ error: "productId must be a number." })
    .int("productId must be a whole number.")
    .refine((id) => productById(id) !== undefined, { error: (i) => `There is no product ${String(i.input)}.` }),
  size: z.enum(["", ...SIZES], { error: `size must be one of ${SIZES.join(", ")} or empty.` }),
  quantity: z
    .number({ error: "quantity must be a number." })
    .int("quantity must be a positive whole number.")
    .min(1, "quantity must be a positive whole number.")
    .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}.`),
});

export type OrderLine = z.output<typeof orderLineSchema>;

/** The body of POST /api/orders. */
export const orderRequestSchema = z.strictObject({
  customer: customerSchema,
  lines: z
    .array(orderLineSchema, { error: "lines must be a list of cart lines." })
    .min(1, "The order has no items.")
    .max(MAX_LINES, `An order holds at most ${MAX_LINES} lines.`),
});

export type OrderRequest = z.output<typeof orderRequestSchema>;

/** Parses a request body; on failure, one message naming every problem ('customer.email: …'). */
export function parseOrderRequest(body: unknown): { ok: true; order: OrderRequest } | { ok: false; message: string } {
  const result = orderRequestSchema.safeParse(body);
  if (result.success) return { ok: true, order: result.data };
  const problems = result.error.issues.map((i) => {
    const where = i.path.map(String).join(".");
    return where ? `${where}: ${i.message}` : i.message;
  });
  return { ok: false, message: [...new Set(problems)].join(" ") };
}
