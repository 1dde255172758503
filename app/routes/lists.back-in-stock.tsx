import { data, redirect } from "react-router";
import { productById, productPath } from "~/features/catalogue";
import { BackInStockForm } from "~/features/lists/components/back-in-stock-form";
import { soldOutSizes } from "~/features/lists/sold-out";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { receiveWait } from "~/server/lists/forms.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/lists.back-in-stock";

export const meta = () => [{ title: "Email me when it's back | Hazel" }, { name: "robots", content: "noindex" }];

export const headers = privateRouteHeaders;

/** The piece a page names, by its number: its name, page and sizes sold out now. */
function pieceOf(id: string | null) {
  const product = id && /^\d{1,9}$/.test(id) ? productById(Number(id)) : undefined;
  if (!product || "comboPart" in product) return undefined;
  return { id: product.id, name: product.alt, path: productPath(product) ?? "/", soldOut: soldOutSizes(product) };
}

/**
 * GET ?product=…&size=…: after a wait was asked for, "check your email" (no address in the link).
 * Without them (the page as a refused form's answer) it names nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const piece = pieceOf(query.get("product"));
  const size = query.get("size") ?? "";
  const asked = piece && /^[A-Z0-9]{1,3}$/.test(size) ? { piece, size } : undefined;
  return data({ asked }, { headers: privateHeaders() });
}

/** POST: the product page's form, kept (303 to this page) or shown again with a message beside each field. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await receiveWait((await getServices()).db, request, context.clientAddress);
  if (outcome.kind === "asked")
    return redirect(`/lists/back-in-stock?product=${outcome.productId}&size=${outcome.size}`, 303);
  const headers: Record<string, string> = privateHeaders();
  return data({ ...outcome, piece: pieceOf(outcome.values.product) }, { status: outcome.status, headers });
}

export default function BackInStock({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    const { piece, values, errors, message } = actionData;
    return (
      <div className="container-page flex max-w-xl flex-col gap-4 py-12">
        <h1 className="text-4xl">Email me when it&apos;s back</h1>
        {piece ? (
          <>
            <p>
              <a href={piece.path} className="underline">
                {piece.name}
              </a>
            </p>
            <BackInStockForm
              productId={piece.id}
              sizes={piece.soldOut.length > 0 ? piece.soldOut : [values.size]}
              values={values}
              errors={errors}
              message={message}
            />
          </>
        ) : (
          <p role="alert">{errors.product ?? message}</p>
        )}
      </div>
    );
  }
  if (!loaderData.asked) {
    return (
      <div className="container-page flex max-w-xl flex-col gap-4 py-12">
        <h1 className="text-4xl">Email me when it&apos;s back</h1>
        <p>Ask from the page of a piece whose size is sold out.</p>
      </div>
    );
  }
  const { piece, size } = loaderData.asked;
  return (
    <div className="container-page flex max-w-xl flex-col gap-4 py-12">
      <h1 className="text-4xl">Check your email</h1>
      <p role="status">
        We have sent you a link to confirm that you want an email when {piece.name} in size {size} is back. Until you
        confirm, we will not write about it.
      </p>
      <p>
        <a href={piece.path} className="underline">
          Back to {piece.name}
        </a>
      </p>
    </div>
  );
}
