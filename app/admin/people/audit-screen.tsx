import { buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { AuditLine } from "./audit-words";

/** One entry, as a card: readable on a phone, a row of the list on a desk. */
export function AuditItem({ l }: { l: AuditLine }) {
  return (
    <li className="flex flex-col gap-1 border-b border-line py-3">
      <p>
        <span className="font-semibold">{l.person}</span> · {l.action}
        {l.subject ? ` · ${l.subject}` : ""}
      </p>
      <p className="text-sm text-ink-soft">
        {l.at} · from {l.address}
      </p>
      {l.before && (
        <p className="text-sm">
          Before: {l.before}
          <br />
          After: {l.after}
        </p>
      )}
    </li>
  );
}

/** The owner's record of who did what, filtered by person (a plain GET form), with its CSV file. */
export function AuditScreen({
  lines,
  people,
  personId,
}: {
  lines: readonly AuditLine[];
  people: readonly { id: number; name: string }[];
  personId: number | null;
}) {
  const file = personId ? `/admin/audit.csv?person=${personId}` : "/admin/audit.csv";
  return (
    <>
      <h1 className="text-4xl">Who did what</h1>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField label="Person" name="person" defaultValue={personId ? String(personId) : ""}>
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass("outline")}>
          Show
        </button>
        <a href={file} className="underline underline-offset-4">
          Download as CSV
        </a>
      </form>
      {lines.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <ul className="flex max-w-3xl flex-col">
          {lines.map((l, n) => (
            <AuditItem key={n} l={l} />
          ))}
        </ul>
      )}
    </>
  );
}
