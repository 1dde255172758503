// Finds the page's islands and hydrates each one's server HTML with React (one root per island).
// What differs in the browser (the stored cart, the currency) is rendered after hydration
// (useExternalStore), so the first render matches the server's HTML.
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadStores } from "~/features/storage";
import { scoped } from "~/lib/islands/island";
import { islandLoaders } from "./loaders";
import type { IslandName } from "~/lib/islands/names";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Renders its island and says once React has committed it (hydration included). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates as a transition: React then works in slices of a few milliseconds and yields to the
 * browser between them (a default-priority hydration is one task, however large the island), and a
 * shopper's click meanwhile is handled first. Resolves once the island is live.
 */
function hydrate(element: HTMLElement, name: IslandName, content: ReactNode) {
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(element, createElement(Committed, { onCommit: resolve, children: content }), {
        onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly`, error),
        // An island that fails is said in the console; the others still count the page as started.
        onUncaughtError: (error) => {
          console.error(`Island "${name}" failed`, error);
          resolve();
        },
      });
    });
  });
}

async function wake(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const Content = scoped(name, (await load()) as ComponentType<Record<string, unknown>>);
  // The stores it reads (the cart, the currency) load, then it hydrates, each in a task of its own,
  // so a slow phone's main thread is never held for long.
  await nextTask();
  loadStores();
  await nextTask();
  await hydrate(element, name, createElement(Content, props));
}

// Islands do not nest; an island inside another is rendered by its parent.
const islands = [...document.querySelectorAll<HTMLElement>("hazel-island")].filter(
  (element) => !element.parentElement?.closest("hazel-island"),
);
// In a task after the one that evaluated React: that one is long enough on a phone.
void nextTask()
  .then(() => Promise.allSettled(islands.map(wake)))
  .then((results) => {
    for (const result of results) if (result.status === "rejected") console.error(result.reason);
    document.documentElement.dataset.islands = "ready";
  });
