// The atelier's six weeks: each week's booked pieces against its capacity, written on the bar,
// full weeks marked in words (server-rendered, no script).
import { queueWeekText, type QueueWeek } from "./queue-weeks";

export function QueueChart({ weeks }: { weeks: readonly QueueWeek[] }) {
  const full = weeks.filter((w) => w.full);
  const summary =
    full.length === 0
      ? "Every week of the next six has room."
      : `Full: ${full.map((w) => w.label.replace("Week of ", "")).join(", ")}. New orders are promised the first week with room.`;
  return (
    <figure id="queue-chart" aria-labelledby="queue-chart-title" className="flex min-w-0 flex-col gap-2">
      <h3 id="queue-chart-title" className="text-lg">
        The atelier's weeks: booked against capacity
      </h3>
      <p className="text-sm text-ink-soft">{summary}</p>
      <ul className="flex flex-col gap-2">
        {weeks.map((w) => {
          const share = w.capacity > 0 ? Math.min(100, (w.pieces / w.capacity) * 100) : 100;
          return (
            <li
              key={w.week}
              className="flex flex-col gap-0.5 text-sm"
              data-week={w.week}
              data-full={w.full || undefined}
            >
              <span className="flex justify-between gap-3">
                <span>{w.label}</span>
                {w.full && <span className="label-caps font-semibold text-danger">Full</span>}
              </span>
              <span className="relative block h-6 bg-linen">
                <span
                  aria-hidden="true"
                  className={`absolute inset-y-0 left-0 ${w.full ? "bg-ink" : "bg-hazel"}`}
                  style={{ width: `${share}%` }}
                />
                <span className="relative flex h-full items-center px-2 tabular-nums">
                  {/* Its own ivory ground: the bar beneath (hazel or ink) is too dark for ink text. */}
                  <span data-bar-label className="bg-ivory px-1 text-ink">
                    {queueWeekText(w)}
                  </span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <a href="/admin/atelier" className="text-sm underline underline-offset-4">
        Set the atelier's capacity
      </a>
    </figure>
  );
}
