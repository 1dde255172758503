import type { PlanStoryView } from "../story";

/** A plan's parts, each with its amount, its day and what of it is paid; then the next part, the fee and cancelling. */
export function PlanStory({ story, heading = "Pay small small" }: { story: PlanStoryView; heading?: string }) {
  return (
    <section aria-labelledby="plan-parts" className="flex flex-col gap-3">
      <h2 id="plan-parts" className="font-display text-2xl">
        {heading}
      </h2>
      <ol className="divide-y divide-line border-y border-line" data-testid="plan-parts">
        {story.parts.map((p) => (
          <li key={p.name} className="flex flex-wrap justify-between gap-x-4 py-3">
            <span>
              {p.name} {p.when}
            </span>
            <span className="tabular-nums">
              {p.amount} <span className="text-sm text-ink-soft">· {p.state}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="font-medium" data-testid="plan-next">
        {story.paid} · {story.next}
      </p>
      <p className="text-sm text-ink-soft">{story.fee}</p>
      <p className="text-sm text-ink-soft">{story.cancel}</p>
    </section>
  );
}
