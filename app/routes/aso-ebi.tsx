import { data, redirect } from "react-router";
import { joinRefusal, lastJoinDay } from "~/features/aso-ebi";
import { JoinForm } from "~/features/aso-ebi/components/join-form";
import { findProductFacts } from "~/features/catalogue";
import { StylePicture } from "~/features/aso-ebi/components/style-picture";
import { styleOf } from "~/server/aso-ebi/style.server";
import { COUNTRIES } from "~/features/checkout/countries";
import { formatMoney, formatPrice, money, nairaMoney } from "~/features/currency";
import { depositOf } from "~/features/payments";
import { formatDay } from "~/lib/lagos-clock";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { addressBlock } from "~/server/base/address-block.server";
import { findGroupByPageKey } from "~/server/aso-ebi/store.server";
import { groupNews } from "~/server/aso-ebi/deadline-news.server";
import { joinGroup } from "~/server/aso-ebi/join-group.server";
import { deliveryPrices, quoteJoin } from "~/server/aso-ebi/join-quote.server";
import { startPayment } from "~/server/orders/start-payment.server";
import type { Db } from "~/server/db/db.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/aso-ebi";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.group.name ?? "Aso-ebi"} | Hazel` },
  { name: "robots", content: "noindex" },
];

/** Private, no-store: a refused form comes back with what she typed. */
export const headers = privateRouteHeaders;

const KEY = /^[A-Za-z0-9_-]{22}$/;
const notFound = () => data("Not Found", { status: 404, statusText: "Not Found", headers: privateHeaders() });

/** GET /aso-ebi/{key}: the group's page, to join and pay while it is open. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!KEY.test(params.key)) throw notFound();
  const { db } = await getServices();
  const group = await findGroupByPageKey(db, params.key);
  const product = group && findProductFacts(group.productId);
  if (!group || !product) throw notFound();
  const news = await groupNews(db, group);
  const closed = joinRefusal(news.state);
  return data(
    {
      group: {
        pageKey: group.pageKey,
        name: group.name,
        eventName: group.eventName,
        eventOn: formatDay(group.eventOn),
        joinBy: formatDay(lastJoinDay(group)),
        atelierNote: group.atelierNote,
        coordinator: group.coordinator.firstName,
      },
      product: {
        name: product.name,
        price: product.price,
        sizes: product.sizes,
        path: product.path,
      },
      style: styleOf(group.productId),
      share:
        group.payPlan === "deposit"
          ? `${formatMoney(money(depositOf(nairaMoney(product.price)), "NGN"))} deposit now (75%), the rest of ${formatPrice(product.price)} before your piece is ready`
          : `${formatPrice(product.price)}, paid in full when you join`,
      closed,
      news: news.words,
      prices: closed ? null : await deliveryPrices(db, group, () => ""),
    },
    { headers: privateHeaders() },
  );
}

/** POST: she joins; her share is placed as an order and she goes on to Paystack's page (demo mode: her order's page). */
export async function action({ request, params, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 16 * 1024);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data({ message: error.message, errors: {}, typed: {} }, { status: error.status, headers: privateHeaders() });
  }
  const services = await getServices();
  if (form.get("intent") === "total") return seeTotal(services.db, params.key, form);
  const joined = await joinGroup(services, params.key, (name) => form.get(name) ?? "", {
    clientAddress: context?.clientAddress,
  });
  if (!joined.ok && "notFound" in joined) throw notFound();
  if (!joined.ok) {
    const { message, errors, typed } = joined;
    // Her total changed since her button named it: the form comes back priced again, nothing placed.
    const group = joined.totalChanged && (await findGroupByPageKey(services.db, params.key));
    const again = group && (await quoteJoin(services.db, group, (name) => form.get(name) ?? ""));
    const quote = again && again.ok ? { quote: again.quote } : {};
    const prices = await pricesFor(services.db, params.key, form);
    return data({ message, errors, typed, prices, ...quote }, { status: joined.status, headers: privateHeaders() });
  }
  const headers = new Headers(privateHeaders());
  for (const c of joined.setCookies) headers.append("Set-Cookie", c);
  const from = { address: addressBlock(context?.clientAddress), own: true };
  const started = await startPayment(services, joined.reference, new URL(request.url).origin, from);
  if (started.kind === "redirect") return redirect(started.url, { status: 303, headers });
  return redirect(`/order/${joined.reference}`, { status: 303, headers });
}

/** Each delivery's price for the place she typed (where it serves it), or null for an unknown group. */
async function pricesFor(db: Db, pageKey: string, form: URLSearchParams) {
  const group = await findGroupByPageKey(db, pageKey);
  return group ? deliveryPrices(db, group, (name) => form.get(name) ?? "") : null;
}

/** "See my total": her share priced for the delivery she chose, the form as she typed it; nothing placed. */
async function seeTotal(db: Db, pageKey: string, form: URLSearchParams) {
  const group = await findGroupByPageKey(db, pageKey);
  if (!group) throw notFound();
  const typed = Object.fromEntries(
    [...form].filter(([name]) => name !== "intent").map(([k, v]) => [k, v.slice(0, 500)]),
  );
  const read = (name: string) => form.get(name) ?? "";
  const [quoted, prices] = await Promise.all([quoteJoin(db, group, read), deliveryPrices(db, group, read)]);
  if (quoted.ok) return data({ typed, quote: quoted.quote, errors: {}, prices }, { headers: privateHeaders() });
  const errors = quoted.field ? { [quoted.field]: quoted.message } : {};
  return data(
    { typed, errors, prices, message: quoted.field ? "Please correct the fields marked below." : quoted.message },
    { status: 400, headers: privateHeaders() },
  );
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { group, product, style, share, closed, news } = loaderData;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <p className="label-caps text-hazel">Aso-ebi · {group.eventName}</p>
      <h1 className="text-4xl">{group.name}</h1>
      <div className="flex items-start gap-4">
        {style && <StylePicture image={style.image} name={product.name} />}
        <p>
          {group.coordinator} invites you to wear{" "}
          {product.path ? (
            <a href={product.path} className="font-semibold underline underline-offset-4">
              {product.name}
            </a>
          ) : (
            <strong>{product.name}</strong>
          )}{" "}
          on {group.eventOn}. Your share: {share}.
        </p>
      </div>
      {group.atelierNote && <p className="text-sm text-ink-soft">For the atelier: {group.atelierNote}</p>}
      {closed ? (
        <p role="status" className="border border-line px-4 py-3" data-testid="group-news">
          {news ?? closed}
        </p>
      ) : (
        <>
          {news && (
            <p className="border-l-4 border-hazel bg-white px-4 py-3" data-testid="group-news">
              {news}
            </p>
          )}
          <p>Join by {group.joinBy}.</p>
          <JoinForm
            pageKey={group.pageKey}
            sizes={product.sizes}
            countries={COUNTRIES}
            values={actionData?.typed ?? {}}
            errors={actionData?.errors ?? {}}
            message={actionData && "message" in actionData ? actionData.message : undefined}
            quote={actionData && "quote" in actionData ? actionData.quote : undefined}
            prices={(actionData && "prices" in actionData && actionData.prices) || loaderData.prices}
          />
        </>
      )}
    </div>
  );
}
