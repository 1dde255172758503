import { Link, sizeGuideLink } from "~/lib/navigation";
import { Logo } from "~/components/ui/logo";
import { site } from "~/config/site";
import { storeLinks } from "./nav-links";
import { SocialLinks } from "./social-links";

interface SiteFooterProps {
  /** The wordmark shown and where it leads: the brand's home or a sub-store's. */
  brand?: string;
  home?: string;
  /** The sub-stores name the terms page in full. */
  termsLabel?: string;
  /** The main site lists the sub-stores (they have their own Stores menu). */
  listStores?: boolean;
}

const linkClass = "inline-flex min-h-11 items-center label-caps hover:text-hazel";

/** Footer of every page: logo, Contact, Size Guide, Appointments, Gift Cards, Your page, Terms, socials and the copyright with the current year. */
export function SiteFooter({
  brand = site.brand,
  home = "/",
  termsLabel = "Terms",
  listStores = false,
}: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-linen">
      <div className="container-page flex flex-col items-center gap-6 py-12 text-center">
        <Link to={home} aria-label={`${brand} home`}>
          <Logo name={brand} />
        </Link>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-1">
            <li>
              <Link to="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <a {...sizeGuideLink} className={linkClass}>
                Size Guide<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <Link to="/appointments" className={linkClass}>
                Appointments
              </Link>
            </li>
            <li>
              <Link to="/gift-cards" className={linkClass}>
                Gift Cards
              </Link>
            </li>
            <li>
              <Link to="/account" className={linkClass}>
                Your page
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {termsLabel}
              </Link>
            </li>
          </ul>
        </nav>
        {listStores && (
          <nav aria-labelledby="footer-stores">
            <h2 id="footer-stores" className="label-caps text-sm text-ink-soft">
              Our stores
            </h2>
            <ul className="flex flex-wrap justify-center gap-x-8 gap-y-1">
              {storeLinks.map((store) => (
                <li key={store.to}>
                  <Link to={store.to} className={linkClass}>
                    {store.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SocialLinks />
        <p className="text-sm text-ink-soft">
          © {year} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
