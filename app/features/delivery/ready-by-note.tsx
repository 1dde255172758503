import { useEffect, useState } from "react";
import { production, type Days } from "~/config/delivery";
import { readyText, type Promised } from "./promise";

type Window = Pick<Promised, "readyFrom" | "readyBy">;

const span = (d: Days) => `${d.min}-${d.max} working days`;

/**
 * When a piece ordered today will be ready to dispatch. The page is built ahead of time, so the
 * build's HTML gives the terms' spans, and the browser asks the shop for the days its atelier's
 * queue and closed days promise today (`/api/atelier-dates`).
 */
export function ReadyByNote({ madeToOrder: made }: { madeToOrder: boolean }) {
  const [dates, setDates] = useState<{ standard: Window; express: Window | null } | null>(null);
  useEffect(() => {
    fetch(`/api/atelier-dates?made=${made ? 1 : 0}`)
      .then((r) => (r.ok ? r.json() : null))
      .then(setDates)
      .catch(() => {});
  }, [made]);
  const days = made ? production.standard : production.readyToWear;
  const what = made ? "Made to order in our Port Harcourt atelier" : "Ready to wear";
  let when = `ready to dispatch in ${span(days)}`;
  let express = made ? ` (${span(production.express)} with express, ${production.express.percent}% extra)` : "";
  if (dates) {
    when = `ordered today, ${readyText(dates.standard)}`;
    express =
      made && dates.express
        ? ` (with express, ${production.express.percent}% extra: ${readyText(dates.express).replace("ready to dispatch ", "")})`
        : "";
  }
  return (
    <p className="text-sm text-ink-soft" data-testid="ready-by">
      {what}: {when}
      {express}.
    </p>
  );
}
