import { Outlet, useLocation } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";
import { SiteFooter } from "~/components/layout/site-footer";
import { SubStoreHeaderIsland } from "~/components/layout/sub-store-header";
import { collectionPath, shopLineCollection } from "~/config/collections";
import { site } from "~/config/site";

/** The sub-store whose pages an address belongs to. */
function storeOf(pathname: string) {
  const stores = Object.values(site.subStores);
  return stores.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)) ?? site.subStores.hazelbee;
}

export default function SubStoreLayout() {
  const store = storeOf(useLocation().pathname);
  return (
    <>
      <SkipLink />
      <SubStoreHeaderIsland
        store={store}
        shopPath={store === site.subStores.hazelbee ? collectionPath(shopLineCollection) : undefined}
      />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter brand={store.name} home={store.path} termsLabel="Terms of Service, Delivery and Refund Policy" />
    </>
  );
}
