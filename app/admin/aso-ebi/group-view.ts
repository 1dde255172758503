// The owner's view of an aso-ebi group (pure): its shares in the order account's words, pieces per
// size, the production sheet's order, and the cutting gate. Money is never recomputed here: each
// share carries its order account's figures.
import { SIZES } from "~/config/sizes";
import type { LedgerCurrency } from "~/features/currency";
import type { AccountStatus } from "~/features/order-account";
import { paidWord, shareEnded, type groupState } from "~/features/aso-ebi";
import type { OrderState } from "~/features/orders";

export type GroupState = ReturnType<typeof groupState>;

/** A share counts as paid once at least its deposit is in (the members' words: a deposit, or in full). */
export const hasPaid = (status: AccountStatus) => paidWord(status) !== "nothing";

/** The size a share is made in; MEASURED when she gave her measurements instead. */
export const MEASURED = "Measurements";

export interface Share {
  reference: string;
  name: string;
  country: string;
  state: OrderState;
  /** Her size, or MEASURED. */
  size: string;
  /** Pieces her order asks for (one, unless she ordered more). */
  pieces: number;
  measurements: { label: string; value: string }[];
  accountStatus: AccountStatus;
  total: number;
  netPaid: number;
  owedNow: number;
  /** Her order's currency: total, netPaid and owedNow are in it. */
  currency: LedgerCurrency;
  /** The account's one-line standing. */
  money: string;
  /** The Lagos day the atelier promised it ready, or null. */
  readyBy: string | null;
}

/** A share that still counts: placed and neither lapsed nor ended. */
export const isLive = (s: Pick<Share, "state">) => !shareEnded(s.state);

const sizeRank = (size: string) => {
  const at = (SIZES as readonly string[]).indexOf(size);
  return at === -1 ? SIZES.length + (size === MEASURED ? 1 : 0) : at;
};

/** Shares by size (XS first, measurements last), then by name. */
export const bySize = <T extends Pick<Share, "size" | "name">>(shares: readonly T[]): T[] =>
  [...shares].sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.name.localeCompare(b.name));

/** Pieces to make per size, live shares only, in the sheet's order. */
export function piecesPerSize(shares: readonly Share[]): { size: string; pieces: number }[] {
  const counts = new Map<string, number>();
  for (const s of bySize(shares.filter(isLive))) counts.set(s.size, (counts.get(s.size) ?? 0) + s.pieces);
  return [...counts].map(([size, pieces]) => ({ size, pieces }));
}

export type CuttingGate =
  | { kind: "open"; ready: number }
  | { kind: "waiting"; unpaid: number; ready: number }
  | { kind: "overridden"; unpaid: number; ready: number }
  | { kind: "started" }
  | { kind: "closed"; why: string };

/**
 * Whether cutting may start: every live share has paid at least its deposit, unless the owner
 * said otherwise (then the paid ones are cut). Never while her choice on a missed minimum is
 * owed, nor once the group's payments were returned.
 */
export function cuttingGate(shares: readonly Share[], state: GroupState, override: boolean): CuttingGate {
  if (state === "returned") return { kind: "closed", why: "The group's payments were returned: nothing is made." };
  if (state === "minimum-missed") return { kind: "closed", why: "Choose first what happens to the group (below)." };
  const live = shares.filter(isLive);
  if (live.length === 0) return { kind: "closed", why: "No share has been placed yet." };
  const ready = live.filter((s) => s.state === "paid" && hasPaid(s.accountStatus)).length;
  const unpaid = live.filter((s) => !hasPaid(s.accountStatus)).length;
  if (ready === 0 && unpaid === 0) return { kind: "started" };
  if (unpaid === 0) return { kind: "open", ready };
  return override && ready > 0 ? { kind: "overridden", unpaid, ready } : { kind: "waiting", unpaid, ready };
}

/** The gate in her words. */
export function gateWords(gate: CuttingGate): string {
  switch (gate.kind) {
    case "open":
      return `Every share has paid at least its deposit: ${gate.ready} ready to cut.`;
    case "waiting":
      return `${gate.unpaid} ${gate.unpaid === 1 ? "share has" : "shares have"} not paid a deposit yet: cutting waits for every deposit.`;
    case "overridden":
      return `You chose to cut without waiting: ${gate.ready} paid ${gate.ready === 1 ? "share" : "shares"} can be cut; ${gate.unpaid} not paid ${gate.unpaid === 1 ? "waits" : "wait"}.`;
    case "started":
      return "Cutting has started: every paid share is in production.";
    case "closed":
      return gate.why;
  }
}
