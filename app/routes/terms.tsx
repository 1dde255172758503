import { site } from "~/config/site";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/terms";

interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

const { email } = site.contact;

/** The shop's policy, six sections; every figure here is part of the contract with the shopper. */
const sections: readonly PolicySection[] = [
  {
    id: "terms-of-service",
    title: "Terms of Service",
    paragraphs: [
      "These terms apply to every order placed with Hazel, online or at our Port Harcourt atelier. By placing an order you accept them. Prices are set in Nigerian naira; any other currency shown is a guide only, and you are always charged in naira.",
      "Bespoke orders are confirmed by a 75% non-refundable deposit. The balance is due at least 24 hours before collection or delivery, and an outfit is released only once it is paid in full.",
      "Standard production takes 7-14 days from the day your order is confirmed. Express orders, where we can accept them, cost 30% extra. Sale items need full payment at the time of ordering.",
    ],
  },
  {
    id: "delivery",
    title: "Delivery",
    paragraphs: [
      "We deliver worldwide for a fee, which depends on the destination and is confirmed with you before dispatch. Delivery times start once production is complete and your balance is paid.",
      "Please make sure the delivery address and phone number on your order are correct; we are not responsible for delays caused by an incomplete address or a courier who cannot reach you. Any customs duties or import taxes are paid by the recipient.",
    ],
  },
  {
    id: "collection",
    title: "Collection",
    paragraphs: [
      "You may collect your order from our atelier during opening hours once we tell you it is ready. The balance must be paid at least 24 hours before collection.",
      "If someone else will collect on your behalf, let us know their name in advance by email. We keep finished orders for you, but cannot be responsible for pieces left uncollected for a long time without word from you.",
    ],
  },
  {
    id: "refunds-exchanges",
    title: "Refunds / Exchanges",
    paragraphs: [
      "We do not give cash refunds. Refunds are given as store credit only, minus a 25% handling/cancellation fee, within 7 days, for sizing issues on non-sale outfits. The outfit must be unworn, unwashed and returned with its tags.",
      "Store credit is given only if you contact us within 24 hours of receiving your order. Sale items and bespoke pieces made to your own measurements cannot be refunded or exchanged.",
    ],
  },
  {
    id: "cancellation-changes",
    title: "Cancellation / Changes",
    paragraphs: [
      "Changes to or cancellations of retail orders are accepted within 72 hours (3 days) of placing the order.",
      "If you cancel within 42 hours of placing your order, your payment can be moved to another order within one month.",
      "Bespoke orders are cut to you from the start, so changes need one week's notice; otherwise the full amount is payable.",
    ],
  },
  {
    id: "guarantee-disclaimer",
    title: "Guarantee / Disclaimer",
    paragraphs: [
      "Every piece is finished by hand and checked before it leaves the atelier. If something arrives faulty, tell us within 24 hours of receiving it and we will put it right.",
      "Colours can look slightly different on screen than in cloth, and handmade pieces may vary a little from the pictures; this is not a fault. Please follow the care label: we cannot accept responsibility for damage caused by washing, wear or alterations made elsewhere.",
    ],
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Terms of Service, Delivery and Refund Policy",
    description:
      "Hazel's terms: deposits, production times, delivery, collection, refunds, exchanges and cancellations.",
    path: "/terms",
  });

export default function Screen() {
  return (
    <div className="container-page flex flex-col gap-14 py-14 sm:py-20">
      <ListingHeader
        eyebrow="The small print, written plainly"
        heading="Terms of Service, Delivery and Refund Policy"
        blurb="How ordering, payment, delivery, collection, refunds and changes work at Hazel."
      />
      <div className="mx-auto grid w-full max-w-5xl gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Sections" className="lg:sticky lg:top-28 lg:self-start">
          <ol className="flex flex-wrap gap-x-5 gap-y-1 lg:flex-col">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center label-caps text-ink-soft hover:text-hazel"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-prose flex-col gap-12">
          {sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="flex scroll-mt-28 flex-col gap-4"
            >
              <h2 id={`${s.id}-heading`} className="text-3xl sm:text-4xl">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="leading-relaxed text-ink-soft">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <p className="border-t border-line pt-8 text-ink-soft">
            Questions about these terms? Write to{" "}
            <a href={`mailto:${email}`} className="underline underline-offset-4 hover:text-hazel">
              {email}
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
