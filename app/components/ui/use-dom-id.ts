import { createContext, useContext } from "react";

/** The island a component renders in (its name), the same on the server and in the browser. */
export const IdScope = createContext("page");

/**
 * A document-unique id for wiring labels and descriptions to controls: the island's name and a
 * name local to it. It is the same on the server and in the browser (React's and Preact's useId
 * are not), so the browser takes over the server's HTML as it is.
 */
export function useDomId(local: string): string {
  return `${useContext(IdScope)}-${local}`;
}
