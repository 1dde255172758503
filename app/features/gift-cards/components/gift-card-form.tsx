import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { formatMoney, nairaMoney } from "~/features/currency";
import type { GiftCardField } from "../gift-card";

export interface GiftCardFormView {
  amounts: number[];
  /** Today in Lagos, the earliest send day. */
  today: string;
  values: Partial<Record<GiftCardField, string>>;
  errors: Partial<Record<GiftCardField | "form", string>>;
}

/**
 * The gift card form: a plain form posted to /gift-cards (no script), which stores the card and
 * its payment, then sends her to Paystack's page.
 */
export function GiftCardForm({ amounts, today, values, errors }: GiftCardFormView) {
  const chosen = values.amount ?? "";
  return (
    <form method="post" action="/gift-cards" className="flex flex-col gap-6" noValidate>
      {errors.form && (
        <p role="alert" className="border border-danger px-4 py-3 text-danger">
          {errors.form}
        </p>
      )}
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.amount ? "amount-error" : undefined}>
        <legend className="label-caps mb-2 text-ink-soft">Amount</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {amounts.map((amount) => (
            <label
              key={amount}
              className="flex min-h-11 cursor-pointer items-center gap-2 border border-line bg-white px-3 py-2 has-checked:border-ink focus-within:outline-2 focus-within:outline-hazel"
            >
              <input
                type="radio"
                name="amount"
                value={amount}
                defaultChecked={chosen === String(amount)}
                className="accent-ink"
              />
              {formatMoney(nairaMoney(amount))}
            </label>
          ))}
        </div>
        {errors.amount && (
          <p id="amount-error" className="text-sm text-danger">
            {errors.amount}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="label-caps mb-2 text-ink-soft">From</legend>
        <TextField
          name="buyerName"
          label="Your name"
          autoComplete="name"
          defaultValue={values.buyerName}
          error={errors.buyerName}
        />
        <TextField
          name="buyerEmail"
          type="email"
          label="Your email"
          autoComplete="email"
          hint="Your receipt goes here, and the card too when you send it to no one else."
          defaultValue={values.buyerEmail}
          error={errors.buyerEmail}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="label-caps mb-2 text-ink-soft">To (optional)</legend>
        <TextField
          name="recipientName"
          label="Their name"
          defaultValue={values.recipientName}
          error={errors.recipientName}
        />
        <TextField
          name="recipientEmail"
          type="email"
          label="Their email"
          hint="Leave both empty to get the card yourself."
          defaultValue={values.recipientEmail}
          error={errors.recipientEmail}
        />
        <TextField
          name="sendOn"
          type="date"
          label="Send on"
          min={today}
          hint="Lagos time: today sends it at once, a later day at 8 in the morning."
          defaultValue={values.sendOn ?? today}
          error={errors.sendOn}
        />
        <TextAreaField
          name="message"
          label="Message"
          rows={3}
          maxLength={300}
          defaultValue={values.message}
          error={errors.message}
        />
      </fieldset>
      <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
        Buy and pay
      </button>
      <p className="text-sm text-ink-soft">
        You pay on Paystack&apos;s page and come back here. The code is emailed once the payment is confirmed, on the
        day you chose.
      </p>
    </form>
  );
}
