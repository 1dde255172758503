import { Link, sizeGuideLink } from "~/lib/navigation";
import { ChevronDownIcon } from "~/components/ui/icons";
import { MenuOpener } from "~/components/ui/menu-opener";
import { Logo } from "~/components/ui/logo";
import { useDomId } from "~/lib/islands/use-dom-id";
import { serviceLinks, shopLinks, storeLinks } from "./nav-links";
import { SocialLinks } from "./social-links";

const itemClass = "flex min-h-11 w-full items-center justify-between font-display text-2xl hover:text-hazel";

/**
 * The main header's side menu: Home, Shop (the collections), Contact, Size Guide, Terms, the
 * shop's services, our stores, socials. Its links are plain links: each loads its page, which closes the menu.
 */
export function SideMenu() {
  return (
    <MenuOpener label="Menu">
      <nav aria-label="Main" className="flex h-full flex-col gap-8 pt-4">
        <Logo className="text-2xl" />
        <ul className="flex flex-col gap-2">
          <li>
            <Link to="/" className={itemClass}>
              Home
            </Link>
          </li>
          <li>
            <details className="group">
              <summary className={`${itemClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                Shop
                <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="mt-1 flex flex-col border-l border-line pl-4">
                {shopLinks.map((l) => (
                  <li key={l.to}>
                    <a href={l.to} className="flex min-h-11 items-center text-ink-soft hover:text-hazel">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <Link to="/contact" className={itemClass}>
              Contact
            </Link>
          </li>
          <li>
            <a {...sizeGuideLink} className={itemClass}>
              Size Guide <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link to="/terms" className={itemClass}>
              Terms
            </Link>
          </li>
        </ul>
        <LinkSection title="Services" links={serviceLinks} />
        <LinkSection title="Our stores" links={storeLinks} />
        <SocialLinks className="mt-auto -ml-3" />
      </nav>
    </MenuOpener>
  );
}

/** A headed list of the menu's links (the shop's services, its stores). */
function LinkSection({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  const headingId = useDomId(`menu-${title.toLowerCase().replace(/\W+/g, "-")}`);
  return (
    <div className="flex flex-col gap-1">
      <h2 id={headingId} className="label-caps text-sm text-ink-soft">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex min-h-11 items-center font-display text-xl hover:text-hazel">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
