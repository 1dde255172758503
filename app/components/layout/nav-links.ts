import { site } from "~/config/site";

/** The brand collections listed under Shop in the main menu, in the spec's order. */
export const shopLinks = [
  { label: "Mysthique", to: "/mysthique" },
  { label: "Genesis", to: "/genesis" },
  { label: "Naledi", to: "/naledi" },
  { label: "Resurgence", to: "/resurgence" },
  { label: "Bubble Girl Collection", to: "/bubble-girl" },
] as const;

export const storeLinks = Object.values(site.subStores).map((s) => ({ label: s.name, to: s.path }));
