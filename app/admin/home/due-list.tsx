import type { ReactNode } from "react";
import type { HomeView } from "./home-view";
import { dayListHref } from "~/features/orders";
import { addDays, formatShortWeekday } from "~/lib/lagos-clock";
import { nairaAndDollars, stageList } from "./money-cards";

const noun = (n: number, one: string, many: string) => (n === 1 ? one : many);
const count = (n: number, one: string, many: string) => `${n} ${noun(n, one, many)}`;

/** One thing to do: the figure a link to the list of orders behind it. */
function Due({ href, figure, label, children }: { href: string; figure: number; label: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <a href={href} className="flex items-baseline gap-2 underline-offset-4 hover:underline">
        <span className="min-w-8 font-display text-2xl tabular-nums">{figure}</span>
        <span>{label}</span>
      </a>
      {children}
    </li>
  );
}

/**
 * What she must do this week: pieces to finish by day (the list of orders promised this week, and
 * of those late), balances, pickups, reviews, money to return.
 */
export function DueList({ due, today }: { due: HomeView["due"]; today: string }) {
  const pieces = due.week.reduce((n, d) => n + d.pieces, 0);
  const sunday = due.week[due.week.length - 1]?.day ?? today;
  return (
    <section aria-labelledby="due-title" className="flex flex-col gap-1">
      <h2 id="due-title" className="text-xl">
        What is due
      </h2>
      <ul className="grid grid-cols-1 divide-y divide-line border-y border-line sm:grid-cols-2 sm:divide-y-0">
        <Due
          href={dayListHref("make", { from: today, to: sunday })}
          figure={pieces}
          label={`${noun(pieces, "piece", "pieces")} to be ready this week`}
        >
          <p className="text-xs text-ink-soft tabular-nums">
            {due.week.map((d) => `${formatShortWeekday(d.day)} ${d.pieces}`).join(" · ")}
            {due.late.pieces > 0 && (
              <>
                {" · "}
                <a
                  href={dayListHref("make", { from: null, to: addDays(today, -1) })}
                  className="font-bold text-danger underline underline-offset-4"
                >
                  {due.late.pieces} late
                </a>
              </>
            )}
          </p>
        </Due>
        <Due
          href={stageList("balance_due")}
          figure={due.balances}
          label={noun(due.balances, "balance due", "balances due")}
        >
          {(due.owed > 0 || (due.owedDollars ?? 0) > 0) && (
            <p className="text-xs text-ink-soft tabular-nums">
              {nairaAndDollars(due.owed, due.owedDollars)} to pay in all
            </p>
          )}
        </Due>
        <Due
          href={stageList("ready")}
          figure={due.pickups}
          label={noun(due.pickups, "pickup waiting", "pickups waiting")}
        >
          {due.ready > due.pickups && (
            <p className="text-xs text-ink-soft">
              {count(due.ready - due.pickups, "other ready order", "other ready orders")} to send
            </p>
          )}
        </Due>
        <Due
          href={stageList("review")}
          figure={due.review}
          label={noun(due.review, "order in review", "orders in review")}
        />
        <Due
          href="#money-to-return"
          figure={due.moneyToReturn.total}
          label={noun(due.moneyToReturn.total, "order with money to return", "orders with money to return")}
        >
          {(due.moneyToReturn.kobo > 0 || (due.moneyToReturn.dollars ?? 0) > 0) && (
            <p className="text-xs text-ink-soft tabular-nums">
              {nairaAndDollars(due.moneyToReturn.kobo, due.moneyToReturn.dollars)} to return in all
            </p>
          )}
        </Due>
      </ul>
    </section>
  );
}
