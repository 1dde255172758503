import { createContext, useContext } from "react";

/** The island a component renders in (its name), the same on the server and in the browser. */
export const IdScope = createContext("page");

/**
 * A document-unique id for wiring labels and descriptions to controls: the island's name and a
 * name local to it. It is the same on the server, which renders the whole page as one tree, and in
 * the browser, which hydrates each island as a root of its own (React's useId differs between the two).
 */
export function useDomId(local: string): string {
  return `${useContext(IdScope)}-${local}`;
}
