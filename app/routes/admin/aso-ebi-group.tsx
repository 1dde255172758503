import { lastJoinDay, totalsWords } from "~/features/aso-ebi";
import { adminMeta } from "~/admin/shared/admin-meta";
import { groupAction, groupView } from "~/admin/aso-ebi/group-pages.server";
import { CuttingSection, MembersSection, SizesSection } from "~/admin/aso-ebi/group-sections";
import { OutcomeSection, outcomeWords } from "~/admin/aso-ebi/outcome-section";
import { ReturnRestSection } from "~/admin/aso-ebi/return-rest-section";
import { stateWords } from "~/admin/aso-ebi/state-words";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { formatDay } from "~/lib/lagos-clock";
import type { Route } from "./+types/aso-ebi-group";

export const meta = () => adminMeta("Aso-ebi group");

/** One group: members, shares and money, sizes, the cutting gate and, when owed, her choice. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return groupView(await requireAdmin(request), params.id, new URL(request.url));
}

export async function action({ request, params }: Route.ActionArgs) {
  return groupAction(await requireAdminAction(request), params.id, request);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const g = d.group;
  const errors: Record<string, string> = a?.errors ?? {};
  const chosen = outcomeWords(g);
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/aso-ebi" className="text-sm underline underline-offset-4">
          All groups
        </a>
        <h1 className="text-3xl sm:text-4xl">{g.name}</h1>
        <p>
          {g.product} for {g.eventName}, {formatDay(g.eventOn)}
        </p>
        <p className="text-sm text-ink-soft">
          Join by {formatDay(lastJoinDay(g))} ·{" "}
          <span data-testid="group-state">{stateWords(d.state, lastJoinDay(g))}</span>
          {g.minimum !== null ? ` · at least ${g.minimum} guests` : ""} ·{" "}
          {g.payPlan === "deposit" ? "75% deposits" : "paid in full"}
        </p>
        <p className="text-sm">
          Coordinator: {g.coordinator.firstName} {g.coordinator.lastName}, {g.coordinator.email}, {g.coordinator.phone}
        </p>
        <a href={`/admin/aso-ebi/${g.id}/sheet`} className="self-start underline underline-offset-4">
          Production sheet by size
        </a>
      </div>
      {d.done && (
        <p role="status" className="border-l-4 border-hazel bg-white px-4 py-3 text-sm">
          {d.done}
        </p>
      )}
      {(errors.form || errors.cutting) && d.state !== "minimum-missed" && (
        <p role="alert" className="border-l-4 border-danger bg-white px-4 py-3 text-sm text-danger">
          {errors.form ?? errors.cutting}
        </p>
      )}
      <p className="text-lg tabular-nums" data-testid="group-totals">
        {totalsWords(d.totals)}
      </p>
      {d.state === "minimum-missed" && (
        <OutcomeSection group={g} paidShares={d.paidShares} paystack={d.paystack} errors={errors} today={d.today} />
      )}
      {chosen && <p data-testid="group-outcome">{chosen}</p>}
      {g.outcome === "returned" && d.holding.length > 0 && (
        <ReturnRestSection holding={d.holding} paystack={d.paystack} />
      )}
      <CuttingSection gate={d.gate} override={g.cuttingOverride} shares={d.shares} />
      <SizesSection shares={d.shares} />
      <MembersSection shares={d.shares} />
    </>
  );
}
