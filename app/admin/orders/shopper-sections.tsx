// Who the order is for: the shopper, the gift's recipient, and the order at a glance for her phone.
import { EmailText } from "~/admin/shared/email-text";
import { sizeForAtelier } from "~/features/orders";
import type { AdminOrderView } from "./order-view";
import { Facts, Section, telHref } from "./section-parts";

/** Everything the shopper entered at checkout, comments included, with links to write or call. */
export function ShopperSection({ c }: { c: AdminOrderView["customer"] }) {
  return (
    <Section id="shopper-heading" title="Shopper">
      <Facts
        rows={[
          ["Name", `${c.firstName} ${c.lastName}`],
          [
            "Email",
            <a className="underline" href={`mailto:${c.email}`}>
              <EmailText email={c.email} />
            </a>,
          ],
          [
            "Phone",
            c.phone ? (
              <a className="underline" href={telHref(c.phone)}>
                {c.phone}
              </a>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
          ["Address", c.address],
          ["Town / city", c.city || <span className="text-ink-soft">None</span>],
          ["Postcode", c.postcode || <span className="text-ink-soft">None</span>],
          ["State", c.state],
          ["Country", c.country],
          [
            "Comments",
            c.comments ? (
              <span className="whitespace-pre-line">{c.comments}</span>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
        ]}
      />
    </Section>
  );
}

/** Whom she sends it to: delivered to the order's address, the message on a card, no prices inside. */
export function GiftSection({ gift }: { gift: AdminOrderView["gift"] }) {
  if (!gift) return null;
  return (
    <Section id="gift-heading" title="A gift">
      <Facts
        rows={[
          ["For", gift.recipientName],
          [
            "Phone",
            <a className="underline" href={telHref(gift.recipientPhone)}>
              {gift.recipientPhone}
            </a>,
          ],
          [
            "Message",
            gift.message ? (
              <span className="whitespace-pre-line">{gift.message}</span>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
        ]}
      />
      <p className="text-sm text-ink-soft">Deliver to the address above. The packing slip carries no prices.</p>
    </Section>
  );
}

/** Her phone's first screen: who, what, where the money stands, and a chat with the shopper. */
export function OrderGlance({ order }: { order: AdminOrderView }) {
  const c = order.customer;
  return (
    <section aria-label="The order at a glance" className="flex flex-col gap-2 text-sm">
      {/* No phone once she deleted her data: nothing to call or chat. */}
      {c.phone && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a className="underline underline-offset-4" href={telHref(c.phone)}>
            {c.phone}
          </a>
          <a className="underline underline-offset-4" href={order.money.chat} data-testid="shopper-whatsapp">
            WhatsApp {c.firstName}
          </a>
        </p>
      )}
      <ul data-testid="glance-pieces">
        {order.items.map((i, n) => (
          <li key={n}>
            {i.quantity} × {i.name}
            {sizeForAtelier(i) ? `, size ${sizeForAtelier(i)}` : ""}
          </li>
        ))}
      </ul>
      <p className="font-semibold" data-testid="glance-money">
        {order.money.words}
      </p>
    </section>
  );
}
