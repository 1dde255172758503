import { LinePrice, LineSale, type CartLine } from "~/features/cart";
import { useCurrency } from "~/features/currency";
import { Charged } from "~/features/dollars";
import { piecePrice, type DollarTerms } from "~/features/dollars";
import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { imageUrl } from "~/lib/images/image-url";
import type { Quote } from "~/features/delivery";
import { DELIVERY_TEXT } from "./delivery-fields";
import { NO_SIZE } from "~/features/orders";
import { Link } from "~/lib/navigation";
import type { UnavailableLine } from "../api-client";
import { lazy, Suspense } from "react";
import type { CheckoutQuote } from "../checkout-quote";

// Shown only once the shop refused an order for its pieces: loaded then, never with the page.
const UnavailableNote = lazy(() => import("./unavailable-note"));

interface OrderSummaryProps {
  items: readonly CartLine[];
  totalItems: number;
  quote: Quote;
  placeKnown: boolean;
  /** Pieces the shop could not hold when it refused the order: each is marked beside its line. */
  unavailable?: readonly UnavailableLine[];
  /** The shop's figures for her codes, for this very quote's total; null when none applies. */
  codes?: CheckoutQuote | null;
  /** Her address is outside Nigeria: she pays in naira, her bank converts (unless she pays in dollars). */
  abroad?: boolean;
  /** The owner's dollar terms when she pays in US dollars: every figure of `quote` and `codes` is then in cents. */
  dollars?: DollarTerms;
}

/** A figure of the summary; `less`: one that takes money off ("Discount (CODE) −₦X"). */
function Row({
  label,
  amount,
  currency,
  less,
}: {
  label: string;
  amount: number;
  currency: LedgerCurrency;
  less?: boolean;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">
        {less && "−"}
        <Charged amount={amount} currency={currency} />
      </dd>
    </div>
  );
}

/** What the shopper is buying: each piece with its image, price, quantity and size, delivery, express and the total. */
export function OrderSummary({
  items,
  totalItems,
  quote,
  placeKnown,
  unavailable = [],
  codes,
  abroad,
  dollars,
}: OrderSummaryProps) {
  const charged = dollars ? "USD" : "NGN";
  const { currency } = useCurrency();
  const total = codes?.total ?? quote.total;
  const delivery = quote.delivery;
  return (
    <section id="summary" aria-labelledby="summary-heading" className="flex flex-col gap-6 bg-linen/60 p-6 sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h2 id="summary-heading" className="text-3xl">
          Your order
        </h2>
        <span className="grid min-w-8 place-items-center rounded-full bg-ink px-2.5 py-1 text-sm font-medium text-ivory tabular-nums">
          <span className="sr-only">Items: </span>
          {totalItems}
        </span>
      </div>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((line) => (
          <li key={line.id} className="flex items-center gap-4 py-4 first:pt-0">
            <div className="relative shrink-0">
              <img
                src={imageUrl(line.product.imageKey, 320, "webp")}
                width={64}
                height={80}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-16 bg-linen object-cover"
              />
              <span className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-hazel-deep text-xs font-medium text-ivory tabular-nums">
                <span className="sr-only">Quantity </span>
                {line.quantity}
              </span>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="label-caps text-ink">{line.product.name}</p>
              <LineSale line={line} />
              <p className="text-sm text-ink-soft">
                {/* A ready-to-wear line kept from before its page asked for a size (every product has one or more). */}
                Size:{" "}
                {line.size ||
                  (line.product.madeToOrder ? (
                    NO_SIZE
                  ) : (
                    <a
                      href={line.product.path!}
                      className="font-medium text-ink underline underline-offset-4 hover:text-hazel"
                    >
                      Choose one
                    </a>
                  ))}
              </p>
              {unavailable.length > 0 && (
                <Suspense>
                  <UnavailableNote line={line} unavailable={unavailable} />
                </Suspense>
              )}
            </div>
            <p className="text-right text-sm">
              {dollars ? (
                ledgerMoney(piecePrice(line.product, dollars).price, "USD")
              ) : (
                <LinePrice product={line.product} className="flex-col items-end" />
              )}
            </p>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <Link to="/cart" className="-mt-3 text-sm font-medium text-ink underline underline-offset-4 hover:text-hazel">
          Change your cart
        </Link>
      )}
      <dl className="flex flex-col gap-2 border-t border-line pt-5 text-sm">
        <Row label="Items" amount={quote.itemsTotal} currency={charged} />
        <div className="flex justify-between gap-4">
          <dt>
            Delivery
            {delivery && <span className="block text-ink-soft">{delivery.label}</span>}
          </dt>
          <dd className="tabular-nums">
            {delivery && delivery.fee > 0 ? <Charged amount={delivery.fee} currency={charged} /> : "Free"}
          </dd>
        </div>
        {quote.express && <Row label="Express production" amount={quote.expressFee} currency={charged} />}
        {codes?.discount && (
          <Row label={`Discount (${codes.discount.code})`} amount={codes.discount.amount} currency={charged} less />
        )}
        {codes?.credit && <Row label={codes.credit.label} amount={codes.credit.amount} currency={charged} less />}
      </dl>
      {!placeKnown && <p className="-mt-4 text-sm text-ink-soft">{DELIVERY_TEXT.unpriced}</p>}
      <div className="flex items-baseline justify-between border-t border-ink/20 pt-5">
        <p className="label-caps">Total</p>
        <p className="font-display text-3xl tabular-nums">
          <Charged amount={total} currency={charged} />
        </p>
      </div>
      {charged === "USD" ? (
        <p className="-mt-3 text-sm text-ink-soft" data-testid="dollar-note">
          You pay {ledgerMoney(total, "USD")} in US dollars: the amount is fixed when you place your order.
        </p>
      ) : (
        (abroad || currency !== "ngn") && (
          <p className="-mt-3 text-sm text-ink-soft" data-testid="naira-note">
            You pay {ledgerMoney(total, "NGN")} in naira
            {abroad && ": your bank converts it to your currency at its own rate"}.
          </p>
        )
      )}
    </section>
  );
}
