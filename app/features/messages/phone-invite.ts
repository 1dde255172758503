// A phone has no mouse to leave the window through its top edge: there the sign-up pop-up
// invites once per visitor, after she has read a while, and never where she is buying.

/** Scrolled this share of her screen's height down the page: she is reading, not arriving. */
const SCROLLED_SCREENS = 0.5;
/** Or this long on the page. */
export const READING_MS = 30_000;
/** Where an invitation would interrupt a purchase. */
const BUYING_PATHS = /^\/(checkout|cart|order)(\/|$)/;

interface InviteMoment {
  path: string;
  /** Scrolled down since the page opened, in CSS pixels. */
  scrolledPx: number;
  /** Her screen's height, in CSS pixels. */
  screenPx: number;
  /** Time on the page. */
  readingMs: number;
}

/** May the pop-up invite a visitor on a touch screen at this moment of her visit? */
export function phoneInviteDue({ path, scrolledPx, screenPx, readingMs }: InviteMoment): boolean {
  if (BUYING_PATHS.test(path)) return false;
  return scrolledPx >= screenPx * SCROLLED_SCREENS || readingMs >= READING_MS;
}

/** A screen with no hovering pointer (a phone, a tablet): the exit through the top edge never happens. */
export function isTouchScreen(): boolean {
  if (typeof window.matchMedia !== "function") return false;
  return window.matchMedia("(hover: none)").matches || window.matchMedia("(pointer: coarse)").matches;
}

/**
 * Calls `invite` once, when the invitation is due on this page; `invite` says whether it opened
 * (it does not while another dialog is open, and the next scroll asks again). Returns the stop.
 */
export function watchForPhoneInvite(invite: () => boolean): () => void {
  const startY = window.scrollY;
  const opened = performance.now();
  const check = () => {
    const moment = {
      path: window.location.pathname,
      scrolledPx: window.scrollY - startY,
      screenPx: window.innerHeight,
      readingMs: performance.now() - opened,
    };
    if (document.visibilityState === "visible" && phoneInviteDue(moment) && invite()) stop();
  };
  const timer = setInterval(check, 5_000);
  window.addEventListener("scroll", check, { passive: true });
  function stop() {
    clearInterval(timer);
    window.removeEventListener("scroll", check);
  }
  return stop;
}
