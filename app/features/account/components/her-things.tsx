import { formatMoney } from "~/features/currency";
import { formatDay, formatWeekdayDateTime, lagosDayOf } from "~/lib/lagos-clock";
import type { HerThings } from "../her-things";
import { HerList } from "./her-list";

const REQUEST_STATUS = { new: "Sent: the atelier will answer", quoted: "Quoted", closed: "Closed" } as const;
const linkClass = "underline underline-offset-4 hover:text-hazel";
const row = "flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between";

/** Her appointments to come, each linking to its own page (to move or cancel it). */
export function HerAppointments({ items }: { items: HerThings["appointments"] }) {
  return (
    <HerList id="her-appointments" title="Your appointments" empty="No appointment to come.">
      {items.map((a) => (
        <li key={a.page} className={row}>
          <a href={a.page} className={linkClass}>
            {a.name}
          </a>
          <span>
            {formatWeekdayDateTime(a.startsAt)} (Lagos){a.waiting && " · not confirmed yet"}
          </span>
        </li>
      ))}
    </HerList>
  );
}

/** Her bespoke requests, each linking to its private page. */
export function HerRequests({ items }: { items: HerThings["requests"] }) {
  return (
    <HerList id="her-requests" title="Your bespoke requests" empty="No bespoke request yet.">
      {items.map((r) => (
        <li key={r.reference} className={row}>
          <a href={r.page} className={linkClass}>
            {r.piece} ({r.reference})
          </a>
          <span className="text-sm">
            {REQUEST_STATUS[r.status]} · sent {formatDay(lagosDayOf(new Date(r.sentAt)))}
          </span>
        </li>
      ))}
    </HerList>
  );
}

/** Her credit and gift cards with money left, by their last four characters: the code itself is in its email. */
export function HerCodes({ items }: { items: HerThings["codes"] }) {
  return (
    <HerList id="her-credit" title="Your credit and gift cards" empty="No credit or gift card with money left.">
      {items.map((c) => (
        <li key={c.last4 + c.balance.currency + c.balance.amount} className={row}>
          <span>
            {c.gift ? "Gift card" : "Store credit"} ending <span className="font-mono">{c.last4}</span>
          </span>
          <span>
            <span className="font-semibold tabular-nums">{formatMoney(c.balance)}</span>
            {c.expiresOn && `, until ${formatDay(lagosDayOf(new Date(c.expiresOn)))}`}
          </span>
        </li>
      ))}
    </HerList>
  );
}

/** Her lists and back-in-stock waits, each with its own unsubscribe page. */
export function HerLists({ items }: { items: HerThings["lists"] }) {
  return (
    <HerList id="her-lists" title="Your lists" empty="You are on no list.">
      {items.map((l) => (
        <li key={l.unsubscribe} className={row}>
          <span>
            {l.what}
            {!l.confirmed && " (waiting for your confirmation)"}
          </span>
          <a href={l.unsubscribe} className={linkClass}>
            Unsubscribe<span className="sr-only"> from {l.what}</span>
          </a>
        </li>
      ))}
    </HerList>
  );
}
