import type { ReactNode } from "react";
import { SkipLink } from "~/components/layout/skip-link";

const links = [
  { href: "/admin", label: "Orders" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/sales", label: "Sales" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/backups", label: "Backups" },
] as const;

/** "Sign out everywhere" ends every session, on every device: for a lost phone or a shared computer. */
const signOuts = [
  { action: "/admin/sign-out", label: "Sign out" },
  { action: "/admin/sign-out-everywhere", label: "Sign out everywhere" },
] as const;

/** The admin's frame: the shop's name, its two sections and the sign-outs, on a phone and a desk. */
export function AdminShell({ current, children }: { current: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-line bg-linen">
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <a href="/admin" className="font-display text-2xl">
            Hazel <span className="text-base text-ink-soft">admin</span>
          </a>
          <nav aria-label="Admin" className="order-3 w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap sm:gap-1">
              {links.map((l) => {
                const here =
                  l.href === "/admin"
                    ? current === "/admin" || current.startsWith("/admin/orders")
                    : current.startsWith(l.href);
                return (
                  <li key={l.href}>
                    <a
                      href={l.href}
                      aria-current={here ? "page" : undefined}
                      className={`label-caps inline-flex min-h-11 items-center px-2 sm:px-3 ${here ? "bg-ink text-ivory" : "hover:bg-ivory"}`}
                    >
                      {l.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="ml-auto flex flex-wrap">
            {signOuts.map((s) => (
              <form key={s.action} method="post" action={s.action}>
                <button
                  type="submit"
                  className="label-caps inline-flex min-h-11 items-center px-3 underline-offset-4 hover:underline"
                >
                  {s.label}
                </button>
              </form>
            ))}
          </div>
        </div>
      </header>
      <main id="main" className="container-page flex flex-1 flex-col gap-8 py-6 sm:py-10">
        {children}
      </main>
    </>
  );
}
