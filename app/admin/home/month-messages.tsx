import type { ChannelMonth } from "~/server/notices/store.server";

const CHANNEL = { whatsapp: "WhatsApp", sms: "SMS" } as const;

/** The month's WhatsApp and SMS notices on the owner's home: by channel, what reached her, and their cost. */
export function MonthMessages({ months }: { months: readonly ChannelMonth[] }) {
  if (months.length === 0) return null;
  return (
    <section aria-labelledby="month-messages-title" className="flex flex-col gap-2">
      <h2 id="month-messages-title" className="text-2xl">
        Messages this month
      </h2>
      <ul className="flex flex-col gap-1 text-sm tabular-nums" data-testid="month-messages">
        {months.map((m) => (
          <li key={m.channel}>
            {CHANNEL[m.channel]}: {m.sent} sent, {m.arrived} reached her, {m.failed} failed
            {m.channel === "whatsapp" ? ` · ${m.billable} billable` : ""}
            {m.cost !== null ? ` · cost ${m.cost} (as the provider counts it)` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
