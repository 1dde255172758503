import type { ReactNode } from "react";

interface MasonryProps {
  children: ReactNode;
  /** Tailwind `columns-*` classes per breakpoint, e.g. 'columns-1 sm:columns-2'. */
  columns: string;
  className?: string;
}

/** Items of mixed heights flowing down CSS columns; each item stays whole. */
export function Masonry({ children, columns, className = "" }: MasonryProps) {
  return <ul className={`gap-4 sm:gap-6 ${columns} ${className}`}>{children}</ul>;
}

/** An item; after the first, one column's items (a phone's) are laid out only as they come near the screen. */
export function MasonryItem({
  children,
  first = false,
  className = "",
}: {
  children: ReactNode;
  first?: boolean;
  className?: string;
}) {
  return (
    <li className={`mb-4 break-inside-avoid sm:mb-6 ${first ? "" : "max-[575px]:render-when-near"} ${className}`}>
      {children}
    </li>
  );
}
