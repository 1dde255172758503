/** What the photos screen says after an upload or a change: done, and what was refused. */
export interface PhotoNotices {
  done?: string;
  /** The photos just uploaded, by id. */
  added?: number[];
  problems: string[];
  /** A field's refusal, also shown beside it: said here with a link to it, so it is found from the top. */
  field?: { href: string; label: string; message: string };
  /**
   * Photos are waiting to be prepared: the screen refreshes itself until they are ready (its
   * script asks again; without one, a refresh tag), and a link reloads it at once.
   */
  waiting: boolean;
}

const plural = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** The screen's notices, in one region the upload form's script replaces with the answer's. */
export function PhotoNoticesRegion({ notices, here }: { notices: PhotoNotices; here: string }) {
  const { done, added, problems, field, waiting } = notices;
  return (
    <div id="photos-notices" className="flex flex-col gap-3 empty:hidden">
      {(done || (added && added.length > 0)) && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {added && added.length > 0 ? `${plural(added.length)} added.` : done}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="border-l-4 border-danger bg-white px-4 py-3 text-danger">
          {problems.length === 1 ? (
            <p>{problems[0]}</p>
          ) : (
            <ul className="flex list-disc flex-col gap-1 pl-5">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {field && (
        <p role="alert" className="border-l-4 border-danger bg-white px-4 py-3 text-danger">
          <a href={field.href} className="underline underline-offset-4">
            {field.label}
          </a>
          : {field.message}
        </p>
      )}
      {waiting && (
        <p id="photos-waiting" className="text-sm text-ink-soft">
          New photos show “Processing…” for a few seconds while they are prepared for the shop; this page shows them as
          soon as they are ready.{" "}
          <a href={here} className="underline underline-offset-4">
            Check again
          </a>
        </p>
      )}
    </div>
  );
}
