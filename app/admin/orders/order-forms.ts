import type { CreditFormRefusal } from "./credit-view";
import type { MoveRefusal } from "./move-section";

/** The order page's families of forms: each posts to an address of its own under the page. */
export type OrderForm = "credit" | "move" | "refund" | "stage";

export const orderFormAddress = (reference: string, form: OrderForm) => `/admin/orders/${reference}/${form}`;

export type RefundIntent = "paystack-refund" | "paystack-refund-retry";

/**
 * A refused form, as its address answers with the whole page. `body` is a post no form of the page
 * sends (too large, not a form, a control character): said at the top, with the next steps.
 */
export type OrderFormRefusal =
  | { form: "credit"; credit: CreditFormRefusal }
  | { form: "move"; move: MoveRefusal }
  | { form: "refund"; intent: RefundIntent; message: string }
  | { form: "stage"; intent?: string; message: string }
  | { form: "body"; message: string }
  | { form: "ready-by"; message: string };

export type ActionError = { intent?: string; message: string };

/** Each section gets its own form's refusal, and never another's. */
export function refusalsBySection(refusal: OrderFormRefusal | undefined) {
  const r = refusal;
  return {
    stage:
      r?.form === "stage"
        ? { intent: r.intent, message: r.message }
        : r?.form === "body"
          ? { message: r.message }
          : undefined,
    refund: r?.form === "refund" ? { intent: r.intent, message: r.message } : undefined,
    credit: r?.form === "credit" ? r.credit : undefined,
    move: r?.form === "move" ? r.move : undefined,
    readyBy: r?.form === "ready-by" ? { message: r.message } : undefined,
  } satisfies Record<string, ActionError | CreditFormRefusal | MoveRefusal | undefined>;
}
