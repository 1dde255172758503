/**
 * A measured piece's measurements as its line carries them ("Bust 92 cm"), one row each: drawn
 * the same on her order's page, the owner's and the production sheet.
 */
export function MeasurementList({
  lines,
  label,
  className = "",
}: {
  lines: readonly { label: string; value: string }[];
  /** Its name for a screen reader ("Your measurements"); none on the printed sheet. */
  label?: string;
  className?: string;
}) {
  if (lines.length === 0) return null;
  return (
    <dl aria-label={label} className={`grid grid-cols-[auto_1fr] gap-x-3 ${className}`}>
      {lines.map((m) => (
        <div key={m.label} className="contents">
          <dt>{m.label}</dt>
          <dd className="tabular-nums">{m.value}</dd>
        </div>
      ))}
    </dl>
  );
}
