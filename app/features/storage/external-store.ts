import { useLayoutEffect, useReducer, useRef, useSyncExternalStore } from "react";

/**
 * A module-level store for React's useSyncExternalStore: no provider has to wrap the app.
 * The server (and hydration) sees `serverSnapshot`; the browser's first read runs `load`
 * (e.g. from local storage), and the first subscriber runs `start` (listeners, fetches).
 */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  set(next: T): void;
}

const created: Array<ExternalStore<unknown>> = [];

/** Reads every store created so far (each loads once), so a later hydration does not pay for it. */
export function loadStores() {
  for (const store of created) store.getSnapshot();
}

export function createExternalStore<T>(options: {
  serverSnapshot: T;
  load: () => T;
  start?: (store: ExternalStore<T>) => void;
}): ExternalStore<T> {
  let state: { value: T } | undefined;
  let started = false;
  const listeners = new Set<() => void>();
  const store: ExternalStore<T> = {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        options.start?.(store);
      }
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      if (typeof window === "undefined") return options.serverSnapshot;
      state ??= { value: options.load() };
      return state.value;
    },
    getServerSnapshot: () => options.serverSnapshot,
    set(next) {
      state = { value: next };
      for (const listener of [...listeners]) listener();
    },
  };
  created.push(store as ExternalStore<unknown>);
  return store;
}

/** Two snapshots show the same thing (snapshots are small plain data). */
const sameData = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads a store, or with `select` one value derived from it (a string, a number): the component
 * then re-renders only when that value changes. The first render gives the server snapshot (or
 * `serverValue`, what this request's server knew), so hydration matches the server's HTML. A
 * layout effect then renders the browser's value before the next paint, only when it differs, so
 * a large island (the checkout) is not rendered twice for nothing.
 */
export function useExternalStore<T, S = T>(
  store: ExternalStore<T>,
  serverValue?: T,
  select: (snapshot: T) => S = (snapshot) => snapshot as unknown as S,
): S {
  const first = select(serverValue ?? store.getServerSnapshot());
  const value = useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => first,
  );
  const hydrated = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    hydrated.current = true;
    if (!sameData(select(store.getSnapshot()), first)) rerender();
    // Once, after the first render; later changes arrive through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated.current ? value : first;
}
