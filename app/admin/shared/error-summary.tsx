/**
 * The list of fields to fix above an admin form, each a link to its field (`#page-{key}`); the
 * form-wide message ("form") unlinked. `labelOf` names a field as the form shows it.
 */
export function ErrorSummary({
  errors,
  labelOf,
}: {
  errors: Readonly<Record<string, string>>;
  labelOf: (key: string) => string;
}) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 border-l-4 border-danger bg-white px-4 py-3 text-sm">
      <p className="font-semibold text-danger">
        {keys.length === 1 ? "One field needs a change:" : `${keys.length} fields need a change:`}
      </p>
      <ul className="list-disc pl-5 break-words">
        {keys.map((key) => (
          <li key={key}>
            {key === "form" ? (
              errors[key]
            ) : (
              <a className="underline" href={`#page-${key}`}>
                {labelOf(key)}: {errors[key]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
