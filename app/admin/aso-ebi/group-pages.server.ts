// The owner's aso-ebi pages: the list, a group, its sheet; and the group page's forms.
import { data, redirect } from "react-router";
import { findProductFacts } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { getServices } from "~/server/services.server";
import { readAdminForm } from "../shared/admin-form.server";
import { CUTTING_DONE_TEXT, setOverride, startCutting, type CuttingDone } from "./cutting.server";
import { cuttingGate, hasPaid, isLive } from "./group-view";
import { ownerGroup, ownerGroupList } from "./group-view.server";
import { chooseOutcome, OUTCOME_DONE_TEXT, returnEveryPayment, type OutcomeDone } from "./outcome.server";
import { methodField } from "./outcome-form";

const DONE_TEXT: Record<OutcomeDone | CuttingDone, string> = { ...OUTCOME_DONE_TEXT, ...CUTTING_DONE_TEXT };

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });

/** A group's id from its address: digits only, else no such group. */
function idOf(param: string | undefined): number {
  if (!param || !/^\d{1,15}$/.test(param)) throw notFound();
  return Number(param);
}

export const groupsView = async (db: Db) => ({ groups: await ownerGroupList(db) });

/** One group for her page, with what the page says after a form worked. */
export async function groupView(db: Db, param: string | undefined, url: URL) {
  const view = await ownerGroup(db, idOf(param));
  if (!view) throw notFound();
  const { env } = await getServices();
  const done = url.searchParams.get("done");
  const live = view.shares.filter(isLive);
  return {
    group: { ...view.group, product: findProductFacts(view.group.productId)?.name ?? "" },
    shares: view.shares,
    totals: view.totals,
    state: view.state,
    today: view.today,
    gate: cuttingGate(view.shares, view.state, view.group.cuttingOverride),
    paidShares: live.filter((s) => hasPaid(s.accountStatus)),
    holding: view.shares.filter((s) => s.netPaid > 0),
    paystack: paystackConfig(env) !== undefined,
    done: done && Object.hasOwn(DONE_TEXT, done) ? DONE_TEXT[done as keyof typeof DONE_TEXT] : null,
  };
}

/** The sheet of a group: its live shares by size with their measurements. */
export async function sheetView(db: Db, param: string | undefined) {
  const view = await ownerGroup(db, idOf(param));
  if (!view) throw notFound();
  const g = view.group;
  return {
    id: g.id,
    group: {
      name: g.name,
      eventName: g.eventName,
      eventOn: g.eventOn,
      atelierNote: g.atelierNote,
      product: findProductFacts(g.productId)?.name ?? "",
    },
    shares: view.shares,
  };
}

/** The group page's forms: her outcome, finishing a return, cutting and her word on it. */
export async function groupAction(db: Db, param: string | undefined, request: Request) {
  const id = idOf(param);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ errors: { form: form.message } as Record<string, string> }, { status: form.status });
  const fields = Object.fromEntries(form.fields);
  const back = (done: string) => redirect(`/admin/aso-ebi/${id}?done=${done}`, 303);
  const { env } = await getServices();
  switch (fields.intent) {
    case "outcome": {
      const result = await chooseOutcome({ db, env }, id, fields);
      return result.ok ? back(result.done) : data({ errors: result.errors as Record<string, string> }, { status: 400 });
    }
    case "finish-return": {
      const view = await ownerGroup(db, id);
      if (!view || view.group.outcome !== "returned") return back("already");
      const methods = new Map(
        view.shares.map(
          (s) => [s.reference, fields[methodField(s.reference)] === "credit" ? "credit" : "paystack"] as const,
        ),
      );
      await returnEveryPayment({ db, env }, view.group, methods, new Date());
      return back("returned");
    }
    case "cut": {
      const result = await startCutting(db, id);
      return result.ok ? back(result.done) : data({ errors: { cutting: result.error } }, { status: 409 });
    }
    case "override": {
      const result = await setOverride(db, id, fields.override === "yes");
      return result.ok ? back(result.done) : data({ errors: { cutting: result.error } }, { status: 409 });
    }
    default:
      return data({ errors: { form: "That form could not be read: reload the page." } }, { status: 400 });
  }
}
