import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { site } from "~/config/site";
import { sizeGuideLink } from "./nav-links";
import { SocialLinks } from "./social-links";

interface SiteFooterProps {
  /** The wordmark shown: the brand or a sub-store. */
  brand?: string;
  /** The sub-stores name the terms page in full. */
  termsLabel?: string;
}

/** Footer of every page: logo, Contact, Size Guide, Terms, socials and the copyright with the current year. */
export function SiteFooter({ brand = site.brand, termsLabel = "Terms" }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-linen">
      <div className="container-page flex flex-col items-center gap-6 py-12 text-center">
        <Link to="/" aria-label="Hazel home">
          <Logo name={brand} />
        </Link>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-1">
            <li><Link to="/contact" className="inline-flex min-h-11 items-center label-caps hover:text-hazel">Contact</Link></li>
            <li>
              <a {...sizeGuideLink} className="inline-flex min-h-11 items-center label-caps hover:text-hazel">
                Size Guide<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li><Link to="/terms" className="inline-flex min-h-11 items-center label-caps hover:text-hazel">{termsLabel}</Link></li>
          </ul>
        </nav>
        <SocialLinks />
        <p className="text-sm text-ink-soft">
          © {year} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
