import type { ReactNode } from "react";

/** A titled section of her page: its items, or a line saying there are none. */
export function HerList({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="text-ink-soft">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line border-y border-line">{children}</ul>
      )}
    </section>
  );
}
