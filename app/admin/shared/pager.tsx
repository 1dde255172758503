/** "Newer / Older" links (or `names`) for a list shown a page at a time; `href` makes a page's address. */
export function Pager({
  page,
  pages,
  href,
  label,
  names = ["Newer", "Older"],
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
  names?: readonly [previous: string, next: string];
}) {
  if (pages <= 1) return null;
  const link = "label-caps inline-flex min-h-11 items-center border border-ink px-4 hover:bg-ink hover:text-ivory";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <a className={link} href={href(page - 1)} rel="prev">
          {names[0]}
        </a>
      )}
      <span className="text-sm text-ink-soft">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <a className={link} href={href(page + 1)} rel="next">
          {names[1]}
        </a>
      )}
    </nav>
  );
}
