import { data, redirect } from "react-router";
import { CreditList } from "~/admin/credit/credit-list";
import { adminMeta } from "~/admin/shared/admin-meta";
import { codeMoveFromForm } from "~/admin/credit/code-moves.server";
import { creditCodeRows } from "~/admin/credit/credit-views.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { adminActor, requireAdmin, requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { auditCodeMove } from "~/admin/sign-in/money-audit.server";
import type { Route } from "./+types/credit";

export const meta = () => adminMeta("Store credit");

const DONE = { adjusted: "Balance adjusted.", expired: "Code expired: it can no longer be spent." } as const;

/** Store credit and gift cards: each code's last four, owner, balance and history. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const done = new URL(request.url).searchParams.get("done");
  return {
    codes: await creditCodeRows(db),
    done: done === "adjusted" || done === "expired" ? DONE[done] : null,
  };
}

/** Adjust a code's balance or expire it, with her reason; a replayed form moves nothing. */
export async function action({ request }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const form = await readAdminForm(request);
  if (!form.ok) throw data(form.message, { status: form.status });
  const codeId = Number(form.fields.get("code"));
  // Who did what: the code's balance before and after, like the order's money forms.
  const audit = Number.isSafeInteger(codeId) && codeId > 0 ? await auditCodeMove(db, request, person, codeId) : null;
  const answer = await codeMoveFromForm(db, form.fields, adminActor(request));
  if (!answer.ok) return data({ refusal: answer.refusal }, { status: answer.status });
  await audit?.record(`credit (${answer.done === "adjusted" ? "balance adjusted" : "code expired"}, code ${codeId})`);
  return redirect(`/admin/credit?done=${answer.done}#code-${answer.codeId}`, 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Store credit</h1>
        <div className="flex flex-wrap gap-4">
          <a href="/admin/gift-cards" className="text-sm underline underline-offset-4">
            Gift cards on sale
          </a>
          <a href="/admin/credit.csv" download className="text-sm underline underline-offset-4">
            Download the ledger (CSV)
          </a>
        </div>
      </div>
      <p className="text-sm text-ink-soft">
        Store credit and gift cards, newest first. A code is shown by its last four characters only: the whole code is
        in the shopper&apos;s email. A balance is the sum of its movements. To give credit, open an order and use Turn
        into store credit.
      </p>
      {loaderData.done && !actionData && (
        <p role="status" className="text-sm">
          {loaderData.done}
        </p>
      )}
      <CreditList codes={loaderData.codes} refusal={actionData?.refusal} />
    </>
  );
}
