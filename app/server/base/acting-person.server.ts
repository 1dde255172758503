import { AsyncLocalStorage } from "node:async_hooks";

// Who is acting in the back office, for the rows a request writes deep in the shop's flows (an
// order's history) without every flow carrying her (docs/decisions/282-who-did-what.md).
// The host opens a holder for each /admin request; the role check fills it once she is known to
// be allowed; the order's history reads it when it writes an event.

const acting = new AsyncLocalStorage<{ personId?: number }>();

/** Runs one back-office request with a holder of its own, empty until the role check fills it. */
export function withActingHolder<T>(fn: () => T): T {
  return acting.run({}, fn);
}

/** Says who acts for the rest of this request (nothing outside a back-office request). */
export function actAs(personId: number): void {
  const holder = acting.getStore();
  if (holder) holder.personId = personId;
}

/** The person acting in this request, or null: the shop itself (checkout, Paystack, a job). */
export function actingPerson(): number | null {
  return acting.getStore()?.personId ?? null;
}
