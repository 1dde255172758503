import { useSyncExternalStore } from "react";
import { lagosToday } from "~/lib/lagos-clock";
import { production, type Days } from "~/config/delivery";
import { promise, readyText } from "./promise";

const noChange = () => () => {};
const NONE = { min: 0, max: 0 };
const span = (d: Days) => `${d.min}-${d.max} working days`;

/**
 * When a piece ordered today will be ready to dispatch. The page is built ahead of time, so the
 * days themselves are written by the browser; the build's HTML gives the spans.
 */
export function ReadyByNote({ madeToOrder: made }: { madeToOrder: boolean }) {
  const today = useSyncExternalStore(noChange, lagosToday, () => null);
  const days = made ? production.standard : production.readyToWear;
  const what = made ? "Made to order in our Port Harcourt atelier" : "Ready to wear";
  let when = `ready to dispatch in ${span(days)}`;
  let express = made ? ` (${span(production.express)} with express, ${production.express.percent}% extra)` : "";
  if (today) {
    when = `ordered today, ${readyText(promise(today, days, NONE))}`;
    if (made)
      express = ` (with express, ${production.express.percent}% extra: ${readyText(promise(today, production.express, NONE)).replace("ready to dispatch ", "")})`;
  }
  return (
    <p className="text-sm text-ink-soft" data-testid="ready-by">
      {what}: {when}
      {express}.
    </p>
  );
}
