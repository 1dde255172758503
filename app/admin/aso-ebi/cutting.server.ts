// Cutting a group's pieces: every paid share moves into production once the gate opens (every
// share has paid at least its deposit), or at once for the paid ones when the owner said so.
import type { Db } from "~/server/db/db.server";
import { setCuttingOverride } from "~/server/aso-ebi/owner-store.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import { cuttingGate, gateWords, hasPaid, isLive } from "./group-view";
import { ownerGroup } from "./group-view.server";

export const CUTTING_DONE_TEXT = {
  cut: "Cutting started: the paid shares are in production.",
  override: "Noted: the paid shares may be cut without waiting for every deposit.",
  wait: "Noted: cutting waits for every deposit again.",
} as const;
export type CuttingDone = keyof typeof CUTTING_DONE_TEXT;

export type CuttingResult = { ok: true; done: CuttingDone } | { ok: false; error: string };

/** Her word on cutting before every deposit is in, kept on the group. */
export async function setOverride(db: Db, groupId: number, override: boolean): Promise<CuttingResult> {
  await setCuttingOverride(db, groupId, override);
  return { ok: true, done: override ? "override" : "wait" };
}

/** Moves every paid share still waiting into production, if the gate lets it; each a change of its own order. */
export async function startCutting(db: Db, groupId: number): Promise<CuttingResult> {
  const view = await ownerGroup(db, groupId);
  if (!view) return { ok: false, error: "That group was not found." };
  const gate = cuttingGate(view.shares, view.state, view.group.cuttingOverride);
  if (gate.kind !== "open" && gate.kind !== "overridden") return { ok: false, error: gateWords(gate) };
  const note = `Cutting started for the aso-ebi group "${view.group.name}".`;
  for (const s of view.shares)
    if (isLive(s) && s.state === "paid" && hasPaid(s.accountStatus))
      await changeOrderState(db, { reference: s.reference, to: "in_production", source: "owner", note });
  return { ok: true, done: "cut" };
}
