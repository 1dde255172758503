import { adminMeta } from "~/admin/shared/admin-meta";
import { productDoneText } from "~/admin/products/product-done";
import { ProductEditor } from "~/admin/products/product-editor";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { editableOr404, productEditorView, productIdParam } from "~/admin/products/product-editor.server";
import { productAction } from "~/admin/products/product-form-actions.server";
import type { Route } from "./+types/product";

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? data.product.name : "Product");

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  return {
    ...(await productEditorView(db, productIdParam(params.id))),
    done: productDoneText(url.searchParams.get("done")),
    confirmDelete: url.searchParams.get("confirm") === "delete",
  };
}

/** One of the page's forms (save, publish, unpublish, duplicate, move, delete, its plan); see productAction. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const { record } = await editableOr404(db, productIdParam(params.id));
  return productAction(db, request, adminActor(request), record.id);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const typed = a && "values" in a ? a : null;
  const plan = a && "planValues" in a ? { values: a.planValues, errors: a.planErrors } : { values: d.plan, errors: {} };
  return (
    <ProductEditor
      product={d.product}
      values={typed?.values ?? d.values}
      errors={(typed && "errors" in typed ? typed.errors : undefined) ?? {}}
      copy={typed ? { version: typed.version, since: typed.since } : { version: d.version, since: d.since }}
      conflict={(typed && "conflict" in typed ? typed.conflict : undefined) ?? null}
      actionError={a && "message" in a ? a.message : null}
      history={d.history}
      done={a ? null : d.done}
      confirmDelete={d.confirmDelete}
      collections={d.collections}
      comboParts={d.comboParts}
      held={d.held}
      waiting={d.waiting}
      waits={d.waits}
      plan={plan}
    />
  );
}
