import { data } from "react-router";
import { inviteText, shareLink } from "~/features/aso-ebi";
import { GroupForm } from "~/features/aso-ebi/components/group-form";
import { GroupCreated } from "~/features/aso-ebi/components/group-created";
import { formatPrice } from "~/features/currency";
import { lagosToday } from "~/lib/lagos-clock";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import {
  UNKNOWN_PRODUCT,
  coordinatorPath,
  createGroup,
  groupPagePath,
  groupProduct,
} from "~/server/aso-ebi/create-group.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/aso-ebi.new";

export const meta = () => [{ title: "Order for your bridal party | Hazel" }, { name: "robots", content: "noindex" }];

/** Private, no-store: the page shown after creating holds her secret link. */
export function headers(args: Route.HeadersArgs) {
  const policy = args.actionHeaders.get("Referrer-Policy");
  const headers = privateRouteHeaders(args);
  if (policy) headers.set("Referrer-Policy", policy);
  return headers;
}

function productView(id: string | null) {
  const product = groupProduct(id);
  if (!product) return undefined;
  return {
    productId: product.id,
    productName: product.name,
    sharePrice: formatPrice(product.price),
    depositAllowed: product.madeToOrder && !product.sale,
  };
}

/** GET /aso-ebi/new?product={id}: the coordinator's form for a HazelBee or made-to-order style. */
export function loader({ request }: Route.LoaderArgs) {
  const product = productView(new URL(request.url).searchParams.get("product"));
  if (!product) throw data(UNKNOWN_PRODUCT, { status: 404, headers: privateHeaders() });
  return data({ product, today: lagosToday() }, { headers: privateHeaders() });
}

/** POST: the group stored and her link emailed; the page shows the group's address, a WhatsApp text and her private link. */
export async function action({ request }: Route.ActionArgs) {
  const productId = new URL(request.url).searchParams.get("product");
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 8192);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data(
      { message: error.message, values: {}, errors: {} },
      { status: error.status, headers: privateHeaders() },
    );
  }
  const services = await getServices();
  const made = await createGroup(services, productId, (name) => form.get(name));
  if (!made.ok) {
    const values = made.form?.typed ?? {};
    return data(
      { message: made.message, values, errors: made.form?.errors ?? {} },
      { status: 400, headers: privateHeaders() },
    );
  }
  const origin = new URL(request.url).origin;
  const pageUrl = `${origin}${groupPagePath(made.group.pageKey)}`;
  return data(
    {
      created: {
        name: made.group.name,
        email: made.group.coordinator.email,
        pageUrl,
        whatsapp: shareLink(inviteText(made.group, pageUrl)),
        coordinatorUrl: `${origin}${coordinatorPath(made.group.pageKey, made.secret)}`,
      },
    },
    { headers: privateHeaders() },
  );
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { product, today } = loaderData;
  if (actionData && "created" in actionData) return <GroupCreated {...actionData.created} />;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <p className="label-caps text-hazel">Aso-ebi</p>
      <h1 className="text-4xl">Order for your bridal party</h1>
      <GroupForm
        {...product}
        today={today}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
      />
    </div>
  );
}
