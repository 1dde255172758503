import { useEffect } from "react";
import { Link } from "~/lib/navigation";
import { Logo } from "~/components/ui/logo";
import { CartLink } from "~/features/cart";
import { CurrencySelect } from "~/features/currency";
import { HeaderSearch } from "./header-search";
import { SideMenu } from "./side-menu";
import { island } from "~/lib/islands/island";
import { arrivedAt } from "~/features/messages";

/** The main header: side menu, the wordmark home, search, currency and cart. */
export function SiteHeader() {
  // The visit's arrival, for the sign-up pop-up's minute on the site.
  useEffect(() => void arrivedAt(), []);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ivory/95 backdrop-blur">
      <div className="container-page grid h-16 grid-cols-[1fr_auto_1fr] items-center sm:h-20">
        <div className="-ml-3">
          <SideMenu />
        </div>
        <Link to="/" aria-label="Hazel home">
          <Logo className="text-2xl sm:text-3xl" />
        </Link>
        <div className="-mr-3 flex items-center justify-end gap-1 sm:gap-3">
          <HeaderSearch />
          <CurrencySelect />
          <CartLink />
        </div>
      </div>
    </header>
  );
}

export const SiteHeaderIsland = island("site-header", SiteHeader);
