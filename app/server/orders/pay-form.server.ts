import { BodyError, isFormType, readFormBody } from "~/server/base/read-body.server";

/** Why a request is no paying page's form: its answer's words and status. */
export interface PayFormRefused {
  error: string;
  status: number;
}

/**
 * The intent a paying page's plain form sends (`pay`, "Pay an amount"'s `pay-amount` with the
 * `amount` typed, autopay's box, or demo mode's test payments), as the order's, the gift card's and the quote's
 * pages read it: a small url-encoded form, or the reason it is not.
 */
export async function readPayIntent(
  request: Request,
): Promise<{ intent: string | null; amount: string; autopay: string | null } | PayFormRefused> {
  try {
    if (!isFormType(request)) return { error: "Send the payment form.", status: 415 };
    const form = await readFormBody(request, 1024);
    return {
      intent: form.get("intent"),
      amount: (form.get("amount") ?? "").slice(0, 40),
      autopay: form.get("autopay"),
    };
  } catch (error) {
    if (error instanceof BodyError) return { error: error.message, status: error.status };
    throw error;
  }
}
