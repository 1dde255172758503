import { useEffect, useRef, useSyncExternalStore } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion; false while rendering on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * Calls `onTick` every `interval` ms while `running`; never when the visitor prefers reduced
 * motion. The latest `onTick` is used, so the timer does not restart on every render.
 */
export function useAutoplay(onTick: () => void, { interval, running }: { interval: number; running: boolean }) {
  const reduced = usePrefersReducedMotion();
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  const active = running && !reduced;
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => tick.current(), interval);
    return () => window.clearInterval(id);
  }, [active, interval]);
  return { autoplaying: active };
}
