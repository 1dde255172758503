import { Outlet } from "react-router";
import { SkipLink } from "~/components/layout/skip-link";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeaderIsland } from "~/components/layout/site-header";

export default function MainLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter listStores />
    </>
  );
}
