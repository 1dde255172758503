import { formatDay, formatShortDateTime } from "~/lib/lagos-clock";

export interface BespokeRow {
  reference: string;
  name: string;
  piece: string;
  occasion: string;
  eventDate: string;
  express: boolean;
  status: "new" | "quoted" | "closed";
  createdAt: string;
}

export const STATUS_LABELS: Record<BespokeRow["status"], string> = { new: "New", quoted: "Quoted", closed: "Closed" };

/** The bespoke requests, newest first: who, what, for when, and where each stands. */
export function BespokeList({ requests }: { requests: BespokeRow[] }) {
  if (requests.length === 0) return <p className="text-ink-soft">No bespoke requests yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line">
      {requests.map((r) => (
        <li key={r.reference} className="flex flex-col gap-1 py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <a href={`/admin/bespoke/${r.reference}`} className="font-medium underline underline-offset-4">
              {r.reference} · {r.name}
            </a>
            <span className="label-caps text-ink-soft">{STATUS_LABELS[r.status]}</span>
          </div>
          <p className="line-clamp-2 text-ink-soft">{r.piece}</p>
          <p className="text-sm">
            {r.occasion} on {formatDay(r.eventDate)}
            {r.express ? " · express" : ""} · sent {formatShortDateTime(r.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
