import { formatShortDateTime } from "~/lib/lagos-clock";
import { EmailText } from "~/admin/shared/email-text";

/** A confirmed wait still open, as the page shows it. */
export interface WaitView {
  size: string;
  email: string;
  /** ISO instant she asked. */
  askedAt: string;
}

/** The waits grouped by size, in the order given (the shop's size order). */
function bySize(waits: readonly WaitView[]): [string, WaitView[]][] {
  const groups = new Map<string, WaitView[]>();
  for (const w of waits) groups.set(w.size, [...(groups.get(w.size) ?? []), w]);
  return [...groups];
}

/**
 * "Waiting for a size": per size, how many confirmed shoppers wait and who (her address, to write
 * to her, and when she asked), oldest first, the order they are told in. Read-only.
 */
export function ProductWaits({ waits }: { waits: readonly WaitView[] }) {
  return (
    <section id="waiting" aria-labelledby="waiting-heading" className="flex flex-col gap-3">
      <h2 id="waiting-heading" className="text-2xl">
        Waiting for a size
      </h2>
      {waits.length === 0 ? (
        <p className="text-sm text-ink-soft">No shopper is waiting for a size of this piece to come back.</p>
      ) : (
        bySize(waits).map(([size, its]) => (
          <div key={size} className="flex flex-col gap-1">
            <h3 id={`waiting-${size}`} className="text-lg">
              {size}: {its.length === 1 ? "1 shopper waits" : `${its.length} shoppers wait`}
            </h3>
            <ol aria-labelledby={`waiting-${size}`} className="flex flex-col divide-y divide-line text-sm">
              {its.map((w) => (
                <li key={w.email} className="flex flex-col py-1.5">
                  <a href={`mailto:${w.email}`} className="underline underline-offset-4">
                    <EmailText email={w.email} />
                  </a>
                  <span className="text-ink-soft">asked {formatShortDateTime(w.askedAt)}</span>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
      <p className="text-sm">
        <a href="/admin#wanted" className="underline underline-offset-4">
          Every sold-out size shoppers wait for
        </a>
      </p>
    </section>
  );
}
