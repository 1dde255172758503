import type { ListingItem } from "~/features/catalogue";

/** A product as a listing's card shows it: the catalogue's listing item, with search's marked name. */
export type ListingCardItem = ListingItem & {
  /** Its name in runs, the words a search matched marked: search results only. */
  nameParts?: ReadonlyArray<{ text: string; marked: boolean }>;
};
