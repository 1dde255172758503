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

export function MasonryItem({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <li className={`mb-4 break-inside-avoid sm:mb-6 ${className}`}>{children}</li>;
}
