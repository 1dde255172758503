import type { ReactNode } from "react";

/**
 * Her save was refused: someone saved the same thing after she opened it. The heading says so;
 * what follows says who, when and what, and that nothing was overwritten.
 */
export function ConflictNotice({
  heading,
  compact,
  children,
}: {
  heading: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className={`flex flex-col ${compact ? "gap-2" : "gap-3"} border-l-4 border-danger bg-white px-4 py-3${compact ? " text-sm" : ""}`}
    >
      <h2 id="conflict-heading" className="font-sans text-base font-semibold text-danger">
        {heading}
      </h2>
      {children}
    </section>
  );
}
