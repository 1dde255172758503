/** What the sales pages say after an action that worked (kept in the address they return to). */
const SALE_DONE_TEXT = {
  scheduled: "The sale is scheduled. The shop's prices change by themselves at its start and at its end.",
  started: "The sale is on from now: the shop shows its prices within seconds.",
  saved: "Saved. The shop follows the change within seconds.",
  deleted: "The sale is deleted. Any price it lowered is back within seconds.",
} as const;

export type SaleDoneKey = keyof typeof SALE_DONE_TEXT;

/** The sentence for a `done` in an address, if it is one of them. */
export function saleDoneText(done: string | null): string | null {
  return done && Object.hasOwn(SALE_DONE_TEXT, done) ? SALE_DONE_TEXT[done as SaleDoneKey] : null;
}
