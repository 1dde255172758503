import { z } from "zod";
import type { Order } from "~/features/orders";
import type { Services } from "~/server/services.server";
import { MAY_NEITHER, runAdminAction } from "../orders/order-actions.server";

/** The two moves a tailor makes: start a piece, and mark it ready. */
const moveSchema = z.object({ to: z.enum(["in_production", "ready"], "Choose in production or ready.") });

export type TailorMove = { ok: true; done: "in_production" | "ready" } | { ok: false; error: string };

/**
 * Moves an order to "in production" or "ready" through the order's own action (its checks, its
 * history, the shopper's notice). A refusal that would name an amount is said without it.
 */
export async function tailorMove(services: Services, order: Order, fields: URLSearchParams): Promise<TailorMove> {
  const parsed = moveSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read." };
  const outcome = await runAdminAction(services, order, { intent: "move", to: parsed.data.to, note: "" }, MAY_NEITHER);
  if (outcome.ok) return { ok: true, done: parsed.data.to };
  // Naira or dollars: a dollar order's refusal names "$120.50".
  const error = /[₦$]|\d{1,3}(,\d{3})+/.test(outcome.error)
    ? "Not yet: the order has money to settle first. Ask the owner."
    : outcome.error;
  return { ok: false, error };
}
