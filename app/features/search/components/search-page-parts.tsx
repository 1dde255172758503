import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { MAX_QUERY_LENGTH } from "../parse";

/** The search page's own field: the words searched, and why a search was refused. A plain GET form. */
export function SearchForm({ text, error }: { text: string; error?: string }) {
  return (
    <form role="search" method="get" action="/search" className="flex max-w-2xl items-end gap-3">
      <TextField
        className="flex-1"
        label="Search the shop"
        type="search"
        name="q"
        defaultValue={text}
        error={error}
        required
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={buttonClass("primary", "min-h-11 shrink-0")}>
        Search
      </button>
    </form>
  );
}

/** What most shoppers look for: a garment of every collection. */
const POPULAR = [
  ["Dresses", "dress"],
  ["Blouses", "blouse"],
  ["Skirts", "skirt"],
  ["Jumpsuits", "jumpsuit"],
  ["Sets", "set"],
  ["Kimono dresses", "kimono"],
] as const;

interface SearchSuggestionsProps {
  /** The words that found nothing, when a search did. */
  nothingFound?: string;
  collections: ReadonlyArray<{ name: string; path: string }>;
}

/** A search that found nothing, or none made yet: what to try, and the collections to browse. */
export function SearchSuggestions({ nothingFound, collections }: SearchSuggestionsProps) {
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-8">
      {nothingFound !== undefined && (
        <div className="flex flex-col gap-2">
          <p className="text-lg">No pieces match “{nothingFound}”.</p>
          <p className="text-ink-soft">Check the spelling, use fewer words, or try one of these.</p>
        </div>
      )}
      <h2 id="suggestions-heading" className="text-2xl sm:text-3xl">
        {nothingFound !== undefined ? "Try" : "Popular searches"}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {POPULAR.map(([label, words]) => (
          <li key={words}>
            <a href={`/search?q=${words}`} className={buttonClass("outline")}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <h2 className="text-2xl sm:text-3xl">Browse the collections</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {collections.map((c) => (
          <li key={c.path}>
            <a
              href={c.path}
              className="flex min-h-14 items-center justify-center border border-line bg-linen/60 px-4 text-center font-display text-xl hover:border-ink hover:text-hazel"
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
