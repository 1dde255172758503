const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The controls inside `container` that Tab can reach, in order: shown, enabled, not taken out. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]"),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal: from its last control Tab goes to its first, and back.
 * (A native modal dialog makes the page inert, but Chromium still lets Tab leave for the browser's
 * own toolbar, so the focus would vanish from the page.) Returns true when it moved the focus.
 */
export function wrapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
): boolean {
  if (event.key !== "Tab") return false;
  const items = tabbables(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return false;
  const active = container.ownerDocument.activeElement;
  const outside = !active || !container.contains(active);
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
    return true;
  }
  return false;
}
