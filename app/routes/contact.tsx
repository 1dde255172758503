import { site } from "~/config/site";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { ContactFormIsland } from "~/features/messages/contact-form";
import { daysLabel, hoursLabel, openingHours } from "~/features/seo/opening-hours";
import { shopPageMeta } from "~/features/seo/page-meta";
import { contactMessage, WHATSAPP_LABEL, whatsappLink } from "~/features/whatsapp/whatsapp";
import type { Route } from "./+types/contact";

const { phone, email, address } = site.contact;
const instagram = site.social.find((s) => s.name === "Instagram");

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Contact",
    description: `Visit, call or write to Hazel in ${address.city}: opening hours, phone, email and address.`,
    path: "/contact",
    store: true,
  });

const labelClass = "label-caps text-hazel";

export default function Screen() {
  return (
    <div className="container-page flex flex-col gap-14 py-14 sm:gap-20 sm:py-20">
      <ListingHeader
        eyebrow="We would love to hear from you"
        heading="Contact"
        blurb="Questions about a piece, your size or an order? Visit the atelier, call us or send a message and we will reply within one working day."
      />
      <div className="grid gap-14 lg:grid-cols-[5fr_7fr] lg:gap-20">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="hours-heading" className="flex flex-col gap-4">
            <h2 id="hours-heading" className="text-3xl">
              Opening Hours
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 tabular-nums">
              {openingHours.map((row) => (
                <div key={row.days.join()} className="contents">
                  <dt className="font-medium">{daysLabel(row.days)}</dt>
                  <dd className="text-ink-soft">{hoursLabel(row)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="reach-heading" className="flex flex-col gap-5">
            <h2 id="reach-heading" className="text-3xl">
              Reach Us
            </h2>
            <div className="flex flex-col gap-1">
              <p className={labelClass}>Phone</p>
              <a href={`tel:${phone.replace(/\s+/g, "")}`} className="text-lg hover:text-hazel">
                {phone}
              </a>
            </div>
            <div className="flex flex-col gap-1">
              <p className={labelClass}>WhatsApp</p>
              <a
                href={whatsappLink(contactMessage)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-lg hover:text-hazel"
              >
                {WHATSAPP_LABEL}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <div className="flex flex-col gap-1">
              <p className={labelClass}>Email</p>
              <a href={`mailto:${email}`} className="text-lg hover:text-hazel">
                {email}
              </a>
            </div>
            <div className="flex flex-col gap-1">
              <p className={labelClass}>Atelier</p>
              <address className="text-lg not-italic">
                {address.street}
                <br />
                {address.city}, {address.region}
                <br />
                {address.countryName}
              </address>
            </div>
            {instagram && (
              <div className="flex flex-col gap-1">
                <p className={labelClass}>Instagram</p>
                <a href={instagram.href} target="_blank" rel="noopener noreferrer" className="text-lg hover:text-hazel">
                  Follow Hazel on Instagram<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            )}
          </section>
          <p className="border-l-2 border-gold bg-linen px-5 py-4 leading-relaxed">
            Bespoke bookings and consultations are made by email: write to{" "}
            <a href={`mailto:${email}`} className="underline underline-offset-4 hover:text-hazel">
              {email}
            </a>{" "}
            with the occasion, your date and any inspiration, and we will arrange a time. Or{" "}
            <a href="/bespoke" className="underline underline-offset-4 hover:text-hazel">
              send a bespoke request
            </a>{" "}
            with your measurements and reference photos.
          </p>
        </div>
        <div className="bg-white/60 p-6 ring-1 ring-line sm:p-10">
          <ContactFormIsland />
        </div>
      </div>
    </div>
  );
}
