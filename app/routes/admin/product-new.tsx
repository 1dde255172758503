import { adminMeta } from "~/admin/shared/admin-meta";
import { ProductForm } from "~/admin/products/product-editor";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { newProductView } from "~/admin/products/product-editor.server";
import { createProductAction } from "~/admin/products/product-form-actions.server";
import type { Route } from "./+types/product-new";

export const meta = () => adminMeta("New product");

export async function loader({ request }: Route.LoaderArgs) {
  return newProductView(await requireAdmin(request));
}

/** Created: its page; refused: the form again as typed, a message beside each field. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return createProductAction(db, request, adminActor(request));
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const typed = actionData && "values" in actionData ? actionData : null;
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/products" className="text-sm underline underline-offset-4">
          All products
        </a>
        <h1 className="text-3xl sm:text-4xl">New product</h1>
        <p className="text-sm text-ink-soft">It stays a draft, unseen by shoppers, until you publish it.</p>
      </div>
      {actionData && "message" in actionData && (
        <p role="alert" className="text-danger">
          {actionData.message}
        </p>
      )}
      <div className="max-w-3xl">
        <ProductForm
          values={typed?.values ?? loaderData.values}
          errors={typed?.errors ?? {}}
          collections={loaderData.collections}
          comboParts={loaderData.comboParts}
          copy={null}
          submit="Create product"
        />
      </div>
    </>
  );
}
