import { DELETED_NAME } from "~/features/account";
import type { RefusedCheckout } from "~/features/checkout/checkout-form";
import type { Customer } from "~/features/orders";
import type { Db } from "../db/db.server";
import { keptForDeliveryAmong, ordersOfEmail } from "../orders/store/index.server";

// Signed in, the checkout offers her past delivery addresses: links that load /checkout again with
// one filled in by the loader, as a server-written list (the checkout's script stays as it is).

/** Her addresses offered, newest first: a short list, not an address book. */
const OFFERED = 3;
/** Her orders read for them. */
const ORDERS_READ = 20;

export interface HerAddress {
  reference: string;
  customer: Customer;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const line = (c: Customer) => [c.address, c.city, c.postcode, c.state, c.country].filter(Boolean).join(", ");

/**
 * Her distinct delivery addresses from her latest orders (none deleted at her request, nor kept
 * only until an order on its way reaches her); `email`: hers, signed in.
 */
export async function herAddresses(db: Db, email: string): Promise<HerAddress[]> {
  const seen = new Set<string>();
  const found: HerAddress[] = [];
  const orders = await ordersOfEmail(db, email, ORDERS_READ);
  const keptOnly = await keptForDeliveryAmong(
    db,
    orders.map((o) => o.reference),
  );
  for (const order of orders) {
    const c = order.customer;
    const erased = c.firstName === DELETED_NAME || keptOnly.has(order.reference);
    if (erased || c.address.trim() === "" || order.giftCard || order.appointment) continue;
    const key = line(c).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ reference: order.reference, customer: c });
    if (found.length === OFFERED) break;
  }
  return found;
}

/** The list above the form: "Deliver to this address" links, HTML written here with every text escaped. */
export function addressesHtml(addresses: readonly HerAddress[]): string | undefined {
  if (addresses.length === 0) return undefined;
  const items = addresses
    .map(
      (a, i) =>
        `<li class="flex flex-wrap items-center justify-between gap-2 py-3"><span>${escape(`${a.customer.firstName} ${a.customer.lastName}`.trim())}, ${escape(line(a.customer))}</span> <a class="underline underline-offset-4 hover:text-hazel" href="/checkout?address=${i + 1}">Deliver to this address<span class="sr-only">: ${escape(line(a.customer))}</span></a></li>`,
    )
    .join("");
  return `<section aria-labelledby="her-addresses" class="mb-8 flex flex-col gap-2"><h2 id="her-addresses" class="label-caps">Your addresses</h2><ul class="divide-y divide-line border-y border-line text-sm">${items}</ul></section>`;
}

/** The form filled with the address `?address=N` names (1 to 3), as a form coming back with a note; undefined otherwise. */
export function filledWith(addresses: readonly HerAddress[], url: URL): RefusedCheckout | undefined {
  const raw = url.searchParams.get("address");
  if (raw === null || !/^[1-9]$/.test(raw)) return undefined;
  const chosen = addresses[Number(raw) - 1];
  if (!chosen) return undefined;
  const { email, firstName, lastName, phone, address, city, postcode, country, state } = chosen.customer;
  return {
    form: { email, firstName, lastName, phone, address, city, postcode, country, state, comments: "" },
    errors: {},
    message: `Your details from order ${chosen.reference} are filled in below. Check them, then continue.`,
    tone: "info",
  };
}
