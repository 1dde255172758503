// Finds the page's islands and hydrates each one's server HTML with Preact (React's API in about a
// tenth of the weight). Hydration takes the HTML as it is and only attaches event handlers, so what
// differs in the browser (the stored cart, the currency) is rendered after it (useExternalStore).
import { h, hydrate, type ComponentType } from "preact";
import { loadStores } from "~/features/storage/external-store";
import { scoped } from "./island";
import { islandLoaders, type IslandName } from "./loaders";

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function wake(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const props: unknown = JSON.parse(element.dataset.props ?? "{}");
  // React's component type, Preact at run time (the islands build aliases react to preact/compat).
  const Content = scoped(name, await load()) as unknown as ComponentType<Record<string, unknown>>;
  // The stores it reads (the cart, the currency) load, then it hydrates, each in a task of its own,
  // so a slow phone's main thread is never held for long.
  await nextTask();
  loadStores();
  await nextTask();
  hydrate(h(Content, props as Record<string, unknown>), element);
}

// Islands do not nest; an island inside another is rendered by its parent.
const islands = [...document.querySelectorAll<HTMLElement>("hazel-island")].filter(
  (element) => !element.parentElement?.closest("hazel-island"),
);
void Promise.allSettled(islands.map(wake)).then((results) => {
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset.islands = "ready";
});
