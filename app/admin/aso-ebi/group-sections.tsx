import { Button } from "~/components/ui/button";
import { formatMoney, money } from "~/features/currency";
import { ORDER_STATE_LABELS } from "~/features/orders";
import { formatDay } from "~/lib/lagos-clock";
import { gateWords, hasPaid, isLive, piecesPerSize, type CuttingGate, type Share } from "./group-view";

/** Each member's share: her order, size or measurements, money (from its account), stage and ready day. */
export function MembersSection({ shares }: { shares: readonly Share[] }) {
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h2 id="members-title" className="text-xl">
        Members and shares
      </h2>
      {shares.length === 0 ? (
        <p className="text-ink-soft">No guest has joined yet.</p>
      ) : (
        <ul aria-label="Members" className="flex flex-col divide-y divide-line border-y border-line">
          {shares.map((s) => (
            <li key={s.reference} className={`flex flex-col gap-0.5 py-3 ${isLive(s) ? "" : "text-ink-soft"}`}>
              <p className="flex flex-wrap justify-between gap-x-4">
                <a href={`/admin/orders/${s.reference}`} className="font-semibold underline underline-offset-4">
                  {s.name}
                </a>
                <span className="tabular-nums">{s.reference}</span>
              </p>
              <p className="text-sm">
                {s.size === "Measurements" ? "Measurements given" : `Size ${s.size}`} · {s.country}
              </p>
              <p className="text-sm">
                <span data-testid="share-money">{s.money}</span> · {formatMoney(money(s.total, s.currency))} share
              </p>
              <p className="text-sm text-ink-soft">
                {ORDER_STATE_LABELS[s.state]}
                {s.readyBy ? ` · ready by ${formatDay(s.readyBy)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Pieces to make per size (live shares only). */
export function SizesSection({ shares }: { shares: readonly Share[] }) {
  const sizes = piecesPerSize(shares);
  return (
    <section aria-labelledby="sizes-title" className="flex flex-col gap-3">
      <h2 id="sizes-title" className="text-xl">
        Pieces per size
      </h2>
      {sizes.length === 0 ? (
        <p className="text-ink-soft">Nothing to make yet.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 tabular-nums">
          {sizes.map((s) => (
            <div key={s.size} className="contents">
              <dt>{s.size}</dt>
              <dd>{s.pieces}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The cutting gate: "Start cutting" once every share paid its deposit, or when she says not to wait. */
export function CuttingSection({
  gate,
  override,
  shares,
}: {
  gate: CuttingGate;
  override: boolean;
  shares: readonly Share[];
}) {
  const unpaid = shares.filter((s) => isLive(s) && !hasPaid(s.accountStatus)).length;
  return (
    <section aria-labelledby="cutting-title" className="flex flex-col gap-3">
      <h2 id="cutting-title" className="text-xl">
        Cutting
      </h2>
      <p data-testid="cutting-gate">{gateWords(gate)}</p>
      {(gate.kind === "open" || gate.kind === "overridden") && (
        <form method="post">
          <input type="hidden" name="intent" value="cut" />
          <Button type="submit">Start cutting</Button>
        </form>
      )}
      {unpaid > 0 && gate.kind !== "closed" && (
        <form method="post">
          <input type="hidden" name="intent" value="override" />
          <input type="hidden" name="override" value={override ? "no" : "yes"} />
          <Button type="submit" variant="outline">
            {override ? "Wait for every deposit again" : "Cut the paid shares without waiting"}
          </Button>
        </form>
      )}
    </section>
  );
}
