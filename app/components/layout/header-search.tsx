import { useRef, type KeyboardEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { useDomId } from "~/lib/islands/use-dom-id";

/**
 * The header's search: a magnifier that opens a plain GET form to /search under the header. A
 * <details>, so it opens and sends without JavaScript; with it, the field takes the focus on
 * opening and Escape closes it, back on the magnifier.
 */
export function HeaderSearch() {
  const details = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useDomId("search-q");

  function close(event: KeyboardEvent) {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  }

  return (
    <details ref={details} onToggle={(event) => event.currentTarget.open && field.current?.focus()} onKeyDown={close}>
      <summary
        aria-label="Search"
        className="grid size-11 cursor-pointer list-none place-items-center hover:text-hazel [&::-webkit-details-marker]:hidden"
      >
        <SearchIcon />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-line bg-ivory py-4 shadow-sm">
        <form role="search" method="get" action="/search" className="container-page flex items-end gap-3">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={fieldId} className="label-caps text-xs text-ink-soft">
              Search the shop
            </label>
            <input
              ref={field}
              id={fieldId}
              type="search"
              name="q"
              required
              maxLength={500}
              enterKeyHint="search"
              autoComplete="off"
              placeholder="A green dress, Naledi, a blouse…"
              className="min-h-11 w-full border border-line bg-white px-3 text-base"
            />
          </div>
          <button type="submit" className={buttonClass("primary", "min-h-11")}>
            Search
          </button>
        </form>
      </div>
    </details>
  );
}
