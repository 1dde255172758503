import { adminMeta } from "~/admin/shared/admin-meta";
import { productDoneText } from "~/admin/products/product-done";
import { ProductList } from "~/admin/products/product-list";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { productListView } from "~/admin/products/product-list.server";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

/** The products: searched, filtered by collection, status or low stock; a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  return { ...(await productListView(db, url)), done: productDoneText(url.searchParams.get("done")) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
