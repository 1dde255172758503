import * as z from "zod/mini";
import type { FieldErrors } from "./fields";

export type SendResult =
  | { status: "received" }
  | { status: "invalid"; errors: FieldErrors; error?: string }
  | { status: "limited" }
  | { status: "failed" };

const received = z.object({ received: z.literal(true) });
const refused = z.object({
  error: z.string().check(z.maxLength(300)),
  fields: z.optional(
    z.partial(z.object({ from_name: z.string(), from_email: z.string(), from_phone: z.string(), message: z.string() })),
  ),
});

/**
 * Posts a form's values to the shop's own /api/messages and says how it went. It never throws:
 * an unreachable server or an unexpected answer is "failed".
 */
export async function sendMessage(
  values: Record<string, unknown>,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  try {
    const response = await fetchImpl("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && received.safeParse(body).success) return { status: "received" };
    if (response.status === 429) return { status: "limited" };
    const refusal = refused.safeParse(body);
    if ((response.status === 400 || response.status === 413) && refusal.success) {
      return { status: "invalid", errors: refusal.data.fields ?? {}, error: refusal.data.error };
    }
    console.error(`The message was not received: ${response.status}`, body);
    return { status: "failed" };
  } catch (error) {
    if (!signal?.aborted) console.error("The message could not be sent", error);
    return { status: "failed" };
  }
}
