import { HeaderSearch } from "./header-search";
import { Link } from "~/lib/navigation";
import { MenuOpener } from "~/components/ui/menu-opener";
import { Logo } from "~/components/ui/logo";
import { CartLink } from "~/features/cart";
import { CurrencySelect } from "~/features/currency";
import { storeLinks } from "./nav-links";
import { StoresMenu } from "./stores-menu";
import { island } from "~/lib/islands/island";

interface SubStoreHeaderProps {
  store: { name: string; path: string };
  /** Only HazelBee sells: its header has a Shop link. */
  shopPath?: string;
}

const linkClass = "inline-flex min-h-11 items-center label-caps hover:text-hazel";

/** Header of the sub-store pages; on small screens its links move to an off-canvas menu. */
export function SubStoreHeader({ store, shopPath }: SubStoreHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ivory/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4 sm:h-20">
        <MenuOpener label="Menu" className="-ml-3 md:hidden">
          <SubStoreMenu store={store} shopPath={shopPath} />
        </MenuOpener>
        <Link to={store.path} aria-label={`${store.name} home`}>
          <Logo name={store.name} className="text-xl sm:text-2xl" />
        </Link>
        <nav aria-label={store.name} className="hidden md:block">
          <ul className="flex items-center gap-8">
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            {shopPath && (
              <li>
                <a href={shopPath} className={linkClass}>
                  Shop
                </a>
              </li>
            )}
            <li>
              <StoresMenu />
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        <div className="-mr-3 flex items-center gap-1 sm:gap-3">
          <HeaderSearch />
          <CurrencySelect />
          <CartLink />
        </div>
      </div>
    </header>
  );
}

/** The sub-store's links on a phone, in its menu. */
function SubStoreMenu({ store, shopPath }: SubStoreHeaderProps) {
  return (
    <nav aria-label={`${store.name} menu`} className="flex flex-col gap-6 pt-4">
      <Logo name={store.name} className="text-2xl" />
      <ul className="flex flex-col gap-1 font-display text-2xl">
        <li>
          <Link to="/" className="flex min-h-11 items-center">
            Home
          </Link>
        </li>
        {shopPath && (
          <li>
            <a href={shopPath} className="flex min-h-11 items-center">
              Shop
            </a>
          </li>
        )}
        <li className="pt-3 label-caps text-ink-soft">Stores</li>
        {storeLinks.map((s) => (
          <li key={s.to}>
            <a href={s.to} className="flex min-h-11 items-center pl-4">
              {s.label}
            </a>
          </li>
        ))}
        <li>
          <Link to="/contact" className="flex min-h-11 items-center">
            Contact
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export const SubStoreHeaderIsland = island("sub-store-header", SubStoreHeader);
