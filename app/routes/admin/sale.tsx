import { adminMeta } from "~/admin/shared/admin-meta";
import { saleDoneText } from "~/admin/sales/sale-done";
import { SaleEditor } from "~/admin/sales/sale-editor";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { saleEditorView, saleIdParam, saleOr404 } from "~/admin/sales/sale-editor.server";
import { saleAction } from "~/admin/sales/sale-form-actions.server";
import { CampaignFiguresPanel } from "~/admin/sales/campaign-figures";
import { campaignFigures, listMailInWords, saleNewsCampaign } from "~/server/lists/campaign-figures.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/sale";

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? data.sale.name : "Sale");

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  const view = await saleEditorView(db, saleIdParam(params.id), new Date());
  return {
    ...view,
    campaign: view.announcedAt ? await campaignFigures(db, saleNewsCampaign(view.sale.id)) : null,
    listMail: listMailInWords((await getServices()).env),
    done: saleDoneText(url.searchParams.get("done")),
    confirmDelete: url.searchParams.get("confirm") === "delete",
  };
}

/** Save or delete; see saleAction. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const sale = await saleOr404(db, saleIdParam(params.id));
  return saleAction(db, request, adminActor(request), sale.id);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const typed = a && "values" in a ? a : null;
  return (
    <>
      <SaleEditor
        sale={d.sale}
        values={typed?.values ?? d.values}
        errors={(typed && "errors" in typed ? typed.errors : undefined) ?? {}}
        version={typed ? typed.version : d.version}
        conflict={(typed && "conflict" in typed ? typed.conflict : undefined) ?? null}
        actionError={a && "message" in a ? a.message : null}
        done={a ? null : d.done}
        overlap={d.overlap}
        confirmDelete={d.confirmDelete}
        products={d.products}
        collections={d.collections}
        announcedAt={d.announcedAt}
        submit="Save"
      />
      {d.values.announce === "yes" && (
        <CampaignFiguresPanel
          title="Sale news"
          figures={d.campaign}
          service={d.listMail}
          className="container-page max-w-3xl pb-10"
        />
      )}
    </>
  );
}
