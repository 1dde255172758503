import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import type { KeptOrder } from "../kept-for-delivery";
import { KeptList } from "./kept-list";

/** Where "Delete my data" stands on her page: not asked, a code sent, or a refusal in words. */
export interface DeletionState {
  codeSent: boolean;
  error: string | null;
}

/**
 * "Delete my data": what goes and what stays (each order on its way keeps what it needs to reach
 * her, `kept`), then a code emailed to her, typed here to confirm. Plain forms, no script.
 */
export function HerDeletion({ state, kept }: { state: DeletionState | null; kept: readonly KeptOrder[] }) {
  return (
    <section aria-labelledby="her-delete" className="flex flex-col gap-3">
      <h2 id="her-delete" className="text-3xl">
        Delete my data
      </h2>
      <p className="text-sm text-ink-soft">
        We remove your name, phone, addresses and measurements from your orders, bespoke requests, groups and
        appointments, your kept measurements and saved pieces, and sign you out everywhere. We keep each order&apos;s
        amounts, dates, pieces and reference, and your email, as the law and refunds need.
      </p>
      <KeptList kept={kept} />
      {state?.error && (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      )}
      {state?.codeSent ? (
        <form method="post" action="/account" className="flex flex-col gap-3">
          <p role="status" className="text-sm">
            We emailed you a code. Type it here to delete your data: this cannot be undone.
          </p>
          <label htmlFor="delete-code" className="label-caps text-ink-soft">
            Code to delete my data
          </label>
          <input
            id="delete-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            className={controlClass}
          />
          <button
            type="submit"
            name="intent"
            value="delete-confirm"
            className={buttonClass("primary", "w-full sm:w-fit")}
          >
            Delete my data
          </button>
        </form>
      ) : (
        <form method="post" action="/account">
          <button type="submit" name="intent" value="delete-send" className={buttonClass("outline", "w-full sm:w-fit")}>
            Email me a code to delete my data
          </button>
        </form>
      )}
    </section>
  );
}
