import type { ComponentType } from "react";
import { IdScope } from "./use-dom-id";
import type { IslandName } from "./names";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** An interactive part of a page: rendered on the server, brought to life in the browser. */
      "hazel-island": { "data-island": IslandName; "data-props": string; children?: React.ReactNode };
    }
  }
}

/** An island's component as both sides render it: its ids named after the island (useDomId). */
export function scoped<P extends object>(name: IslandName, Component: ComponentType<P>) {
  return function Scoped(props: P) {
    return (
      <IdScope.Provider value={name}>
        <Component {...props} />
      </IdScope.Provider>
    );
  };
}

/**
 * Marks a component as an island: the server renders it inside <hazel-island> with its props as
 * JSON, and the browser's islands script hydrates that HTML, so only the interactive parts of a
 * page load JavaScript. Props must be plain data.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  const Content = scoped(name, Component);
  function Island(props: P) {
    return (
      <hazel-island data-island={name} data-props={JSON.stringify(props)}>
        <Content {...props} />
      </hazel-island>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
