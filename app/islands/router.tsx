// The parts of React Router that islands use, for the browser: without the router running there,
// every link is a plain link and every navigation a page load (pages are pre-rendered and small).
import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; prefetch?: string; reloadDocument?: boolean };

export function Link({ to, prefetch: _prefetch, reloadDocument: _reload, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />;
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useNavigate() {
  return (to: string, options?: { replace?: boolean }) => {
    const target = new URL(to, window.location.href);
    // Tidying the current address (e.g. dropping a query) needs no new page.
    if (options?.replace && target.pathname === window.location.pathname) window.history.replaceState(null, "", target);
    else if (options?.replace) window.location.replace(target);
    else window.location.assign(target);
  };
}
