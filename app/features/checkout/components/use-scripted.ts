import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False in the server's page and while it hydrates, true once the page's script runs. */
export const useScripted = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
