import { adminMeta } from "~/admin/shared/admin-meta";
import { Pager } from "~/admin/shared/pager";
import { pageCount, pageParam } from "~/admin/shared/paging";
import { BespokeList } from "~/admin/bespoke/bespoke-list";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { BESPOKE_PAGE_SIZE, bespokeListView } from "~/admin/bespoke/bespoke.server";
import type { Route } from "./+types/bespoke";

export const meta = () => adminMeta("Bespoke requests");

export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const page = pageParam(new URL(request.url));
  const { requests, total } = await bespokeListView(db, page);
  return { requests, page, pages: pageCount(total, BESPOKE_PAGE_SIZE) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { requests, page, pages } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Bespoke requests</h1>
      <BespokeList requests={requests} />
      <Pager page={page} pages={pages} href={(p) => `/admin/bespoke?page=${p}`} label="Pages of bespoke requests" />
    </>
  );
}
