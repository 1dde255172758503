/** One line above a refused form saying how many fields to fix, announced to screen readers. */
export function ErrorSummaryText({ errors }: { errors: Record<string, string | undefined> }) {
  const count = Object.entries(errors).filter(([field, text]) => field !== "form" && text).length;
  if (count === 0) return null;
  return (
    <p role="alert" className="text-danger">
      {count === 1 ? "One field needs a look:" : `${count} fields need a look:`} see the messages below.
    </p>
  );
}
