// Links and navigation as the shop's pages use them: the browser runs no router, so every link is
// a plain link and every navigation loads a page (pages are pre-rendered and small).
import type { AnchorHTMLAttributes } from "react";
import { site } from "~/config/site";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A plain `<a href>` to one of the shop's addresses. */
export function Link({ to, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />;
}

/** Attributes of every link to the size guide: it opens in a new tab. */
export const sizeGuideLink = { href: site.sizeGuideUrl, target: "_blank", rel: "noopener" } as const;

/**
 * Loads another page in the browser. `replace` keeps the current one out of the history; on the
 * same path it only tidies the address bar (e.g. drops a query) without loading anything.
 */
export function navigate(to: string, options?: { replace?: boolean }): void {
  const target = new URL(to, window.location.href);
  if (options?.replace && target.pathname === window.location.pathname) window.history.replaceState(null, "", target);
  else if (options?.replace) window.location.replace(target);
  else window.location.assign(target);
}
