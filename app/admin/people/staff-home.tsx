import { ROLE_WORDS, type Role } from "./roles";

const PARTS: Partial<Record<Role, { href: string; label: string; what: string }[]>> = {
  shop_hand: [
    { href: "/admin/orders", label: "Orders", what: "move orders on, notes, packing slips" },
    { href: "/admin/messages", label: "Messages", what: "what shoppers wrote" },
    { href: "/admin/bespoke", label: "Bespoke", what: "requests and measurements" },
  ],
  tailor: [
    { href: "/admin/production", label: "Production", what: "sheets, measurements, today's fittings" },
    { href: "/admin/bespoke", label: "Bespoke", what: "requests and measurements" },
  ],
};

/** A shop hand's or a tailor's home: her part of the back office, with no figure of money. */
export function StaffHome({ name, role }: { name: string; role: Role }) {
  return (
    <>
      <h1 className="text-4xl">Welcome, {name}</h1>
      <p>You work here as {ROLE_WORDS[role].toLowerCase()}.</p>
      <ul className="flex max-w-xl flex-col gap-3">
        {(PARTS[role] ?? []).map((p) => (
          <li key={p.href} className="border border-line bg-white p-4">
            <a href={p.href} className="text-xl underline underline-offset-4">
              {p.label}
            </a>
            <p className="text-ink-soft">{p.what}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
