import type { ReactNode } from "react";
import { SkipLink } from "~/components/layout/skip-link";
import { MenuIcon } from "~/components/ui/icons";

/** Every section; the layout shows a person only those her role opens. */
export const ADMIN_LINKS = [
  { href: "/admin", label: "Home" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/production", label: "Production" },
  { href: "/admin/quotes", label: "Quotes" },
  { href: "/admin/credit", label: "Credit" },
  { href: "/admin/gift-cards", label: "Gift cards" },
  { href: "/admin/codes", label: "Codes" },
  { href: "/admin/bespoke", label: "Bespoke" },
  { href: "/admin/calendar", label: "Calendar" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/sales", label: "Sales", more: true },
  { href: "/admin/delivery-abroad", label: "Abroad", more: true },
  { href: "/admin/messages", label: "Messages", more: true },
  { href: "/admin/emails", label: "Emails sent", more: true },
  { href: "/admin/backups", label: "Backups", more: true },
  { href: "/admin/people", label: "People", more: true },
  { href: "/admin/audit", label: "Who did what", more: true },
] as const;

/** A section as the menu shows it: its address, its name, and whether a wide bar keeps it under "More". */
type AdminLink = { href: string; label: string; more?: boolean };

/** The address of the page that asks before ending every session (it holds the form that does). */
export const SIGN_OUT_EVERYWHERE = "/admin/sign-out-everywhere";

/** Her own links, every person's: the page that ends every session, her passkeys and her password. */
const ACCOUNT_LINKS: readonly AdminLink[] = [
  { href: SIGN_OUT_EVERYWHERE, label: "Sign out everywhere" },
  { href: "/admin/passkeys", label: "Passkeys" },
  { href: "/admin/my-password", label: "Change my password" },
];

const isHere = (href: string, current: string) =>
  href === "/admin" ? current === "/admin" || current === "/admin/" : current.startsWith(href);

function SectionLink({ link, current, className }: { link: AdminLink; current: string; className: string }) {
  const here = isHere(link.href, current);
  return (
    <a
      href={link.href}
      aria-current={here ? "page" : undefined}
      className={`label-caps flex min-h-11 items-center whitespace-nowrap ${className} ${here ? "bg-ink text-ivory" : "hover:bg-ivory"}`}
    >
      {link.label}
    </a>
  );
}

/**
 * The sections: one under the other in a phone's menu; on a wider screen the daily ones in one row
 * and the rest under "More" (a `<details>`, so it opens without a script), which names the one she
 * is in.
 */
function Sections({ links, current, inMenu }: { links: readonly AdminLink[]; current: string; inMenu: boolean }) {
  if (inMenu) {
    return (
      <nav aria-label="Admin">
        <ul className="flex flex-col">
          {links.map((l) => (
            <li key={l.href}>
              <SectionLink link={l} current={current} className="px-3" />
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const more = [...links.filter((l) => l.more), ...ACCOUNT_LINKS];
  const inMore = more.find((l) => isHere(l.href, current));
  return (
    <nav aria-label="Admin" className="min-w-0 flex-1">
      <ul className="flex flex-wrap gap-1 xl:flex-nowrap xl:gap-0">
        {links
          .filter((l) => !l.more)
          .map((l) => (
            <li key={l.href}>
              <SectionLink link={l} current={current} className="px-3 xl:px-2" />
            </li>
          ))}
        <li>
          <details className="relative">
            <summary
              className={`label-caps flex min-h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap px-3 xl:px-2 [&::-webkit-details-marker]:hidden ${inMore ? "bg-ink text-ivory" : "hover:bg-ivory"}`}
            >
              More
              {inMore ? <span className="sr-only">, with {inMore.label}, this page</span> : null}
              <span aria-hidden="true">▾</span>
            </summary>
            <ul className="absolute right-0 top-full z-30 flex w-60 flex-col border border-line bg-linen p-1 shadow-lg">
              {more.map((l) => (
                <li key={l.href} className={l === ACCOUNT_LINKS[0] ? "mt-1 border-t border-line pt-1" : undefined}>
                  <SectionLink link={l} current={current} className="px-3" />
                </li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}

/**
 * "Sign out" ends this session at once. In a phone's menu her own links follow it ("Sign out
 * everywhere", for a lost phone or a shared computer, is a page that asks first; her passkeys); on a
 * wider screen they close the "More" list.
 */
function SignOuts({ inMenu, who }: { inMenu: boolean; who: string }) {
  const item = `label-caps flex min-h-11 items-center whitespace-nowrap px-3 underline-offset-4 hover:underline ${inMenu ? "w-full" : ""}`;
  return (
    <div className={inMenu ? "flex flex-col border-t border-line pt-1" : "ml-auto flex"}>
      <p className={`px-3 text-sm text-ink-soft ${inMenu ? "py-2" : "sr-only"}`}>Signed in: {who}</p>
      <form method="post" action="/admin/sign-out">
        <button type="submit" className={item}>
          Sign out
        </button>
      </form>
      {inMenu
        ? ACCOUNT_LINKS.map((l) => (
            <a key={l.href} href={l.href} className={item}>
              {l.label}
            </a>
          ))
        : null}
    </div>
  );
}

/**
 * The admin's frame. On a wide screen: the shop's name, the sections and the sign-outs in one bar.
 * On a phone: one short bar, the shop's name and a menu (a `<details>`, so it opens without a
 * script) naming the section she is in (docs/decisions/242-the-admins-bar-on-a-phone.md).
 */
export function AdminShell({
  current,
  sections,
  labels = {},
  who,
  children,
}: {
  current: string;
  /** The sections' addresses her role opens. */
  sections: readonly string[];
  /** A section's name where the shop's settings decide it ("Demo mailbox" while no email is sent). */
  labels?: Readonly<Record<string, string>>;
  /** Who is signed in, in words ("Ada · shop hand"). */
  who: string;
  children: ReactNode;
}) {
  const links = ADMIN_LINKS.filter((l) => sections.includes(l.href)).map((l): AdminLink => ({
    ...l,
    label: labels[l.href] ?? l.label,
  }));
  const section = links.find((l) => isHere(l.href, current))?.label;
  return (
    <>
      <SkipLink />
      <header className="border-b border-line bg-linen print:hidden">
        <div className="container-page flex items-center gap-x-6 py-1 sm:py-3">
          <a href="/admin" className="whitespace-nowrap font-display text-xl sm:text-2xl">
            Hazel <span className="text-base text-ink-soft">admin</span>
          </a>
          <details className="group relative ml-auto sm:hidden">
            <summary className="label-caps flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 [&::-webkit-details-marker]:hidden">
              <MenuIcon className="size-5" />
              Menu
              {section ? <span className="text-ink-soft"> · {section}</span> : null}
            </summary>
            <div className="absolute right-0 top-full z-30 flex w-64 flex-col gap-1 border border-line bg-linen p-2 shadow-lg">
              <Sections links={links} current={current} inMenu />
              <SignOuts inMenu who={who} />
            </div>
          </details>
          <div className="hidden flex-1 items-center gap-x-6 sm:flex xl:gap-x-3">
            <Sections links={links} current={current} inMenu={false} />
            <SignOuts inMenu={false} who={who} />
          </div>
        </div>
      </header>
      <main id="main" className="container-page flex flex-1 flex-col gap-8 py-6 sm:py-10">
        {children}
      </main>
    </>
  );
}
