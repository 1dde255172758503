import { useLayoutEffect, useReducer, useSyncExternalStore } from "react";

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
  return store;
}

/**
 * Reads a store. Hydration renders the server snapshot, so the HTML matches; a layout effect
 * then re-renders with the browser's value before the first paint, so nothing flickers.
 */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  const value = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (!Object.is(store.getSnapshot(), value)) rerender();
  }, [store, value]);
  return value;
}
