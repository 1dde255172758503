import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatMoney, formatSignedMoney, money, type LedgerCurrency } from "~/features/currency";
import { CREDIT_KIND_WORDS, type CreditCodeKind } from "~/features/credit";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { EmailText } from "~/admin/shared/email-text";

/** One code as the owner's credit room lists it: never the code itself, only its last four. */
export interface CreditCodeRow {
  id: number;
  kind: CreditCodeKind;
  last4: string;
  email: string;
  balance: number;
  /** The code keeps its money in one currency: balance and movements are in it. */
  currency: LedgerCurrency;
  createdAt: string;
  expiresAt: string | null;
  /** A random key per page for its forms: two taps of one form move the code once. */
  formKey: string;
  entries: {
    /** "Adjusted", "Moved to order HZL-…": the row's name from the code's side. */
    label: string;
    /** Signed: + brought to the code, − taken from it. */
    amount: number;
    orderReference: string | null;
    who: string;
    why: string;
    at: string;
  }[];
}

/** A refused adjustment or expiry, shown again under its code with what she typed. */
export interface CodeMoveRefusal {
  codeId: number;
  intent: "adjust" | "expire";
  amount: string;
  reason: string;
  errors: { amount?: string; reason?: string };
}

/** The owner's two moves on a code: adjust its balance with a reason, or expire it. */
function CodeMoves({ code, refusal }: { code: CreditCodeRow; refusal?: CodeMoveRefusal }) {
  const mine = refusal?.codeId === code.id ? refusal : undefined;
  const adjust = mine?.intent === "adjust" ? mine : undefined;
  const expire = mine?.intent === "expire" ? mine : undefined;
  const id = (what: string) => `${what}-${code.id}`;
  return (
    <details className="text-sm" open={Boolean(mine)}>
      <summary className="cursor-pointer underline underline-offset-4">Adjust or expire</summary>
      <form method="post" className="mt-3 flex flex-col gap-3" aria-label={`Adjust the code ending ${code.last4}`}>
        <input type="hidden" name="intent" value="adjust" />
        <input type="hidden" name="code" value={code.id} />
        <input type="hidden" name="key" value={code.formKey} />
        <TextField
          name={id("adjust-amount")}
          label="Amount to add or take away (₦)"
          hint="Whole naira: 2000 adds, -2000 takes away. Never below zero."
          inputMode="numeric"
          defaultValue={adjust?.amount}
          error={adjust?.errors.amount}
        />
        <TextField
          name={id("adjust-reason")}
          label="Why adjust"
          defaultValue={adjust?.reason}
          error={adjust?.errors.reason}
        />
        <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
          Adjust the balance
        </button>
      </form>
      {code.balance > 0 && (
        <form method="post" className="mt-4 flex flex-col gap-3" aria-label={`Expire the code ending ${code.last4}`}>
          <input type="hidden" name="intent" value="expire" />
          <input type="hidden" name="code" value={code.id} />
          <input type="hidden" name="key" value={code.formKey} />
          <TextField
            name={id("expire-reason")}
            label="Why expire"
            hint={`Takes its whole ${formatMoney(money(code.balance, code.currency))}; it can no longer be spent.`}
            defaultValue={expire?.reason}
            error={expire?.errors.reason}
          />
          <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
            Expire the code
          </button>
        </form>
      )}
    </details>
  );
}

/** Gift cards and store credit, newest first, each with its balance and its ledger's rows. */
export function CreditList({ codes, refusal }: { codes: readonly CreditCodeRow[]; refusal?: CodeMoveRefusal }) {
  if (codes.length === 0) return <p className="text-ink-soft">No store credit or gift card yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Codes">
      {codes.map((c) => (
        <li key={c.id} id={`code-${c.id}`} className="flex flex-col gap-2 border border-line bg-white p-4">
          <h2 className="font-sans text-base font-semibold">
            {CREDIT_KIND_WORDS[c.kind]} ending {c.last4}
          </h2>
          <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-soft">Belongs to</dt>
            <dd>
              <EmailText email={c.email} />
            </dd>
            <dt className="text-ink-soft">Balance</dt>
            <dd className="tabular-nums font-medium">{formatMoney(money(c.balance, c.currency))}</dd>
            <dt className="text-ink-soft">Issued</dt>
            <dd>{formatShortDateTime(c.createdAt)}</dd>
            {c.expiresAt && (
              <>
                <dt className="text-ink-soft">Expires</dt>
                <dd>{formatShortDateTime(c.expiresAt)}</dd>
              </>
            )}
          </dl>
          <details className="text-sm">
            <summary className="cursor-pointer underline underline-offset-4">
              History ({c.entries.length} {c.entries.length === 1 ? "movement" : "movements"})
            </summary>
            <ol className="mt-2 flex flex-col gap-2">
              {c.entries.map((e, i) => (
                <li key={i} className="flex flex-col gap-0.5 border-l-4 border-line pl-3">
                  <span className="font-medium">
                    {e.label} <span className="tabular-nums">{formatSignedMoney(money(e.amount, c.currency))}</span>
                    {e.orderReference && (
                      <>
                        {" "}
                        ·{" "}
                        <a href={`/admin/orders/${e.orderReference}`} className="underline underline-offset-4">
                          {e.orderReference}
                        </a>
                      </>
                    )}
                  </span>
                  <span className="text-ink-soft">
                    {formatShortDateTime(e.at)} · {e.who} · {e.why}
                  </span>
                </li>
              ))}
            </ol>
          </details>
          <CodeMoves code={c} refusal={refusal} />
        </li>
      ))}
    </ul>
  );
}
