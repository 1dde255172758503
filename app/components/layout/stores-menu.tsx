import { useRef, useState } from "react";
import { useDomId } from "~/lib/islands/use-dom-id";
import { ChevronDownIcon } from "~/components/ui/icons";
import { storeLinks } from "./nav-links";

/** The sub-stores dropdown: opens on hover, on click and from the keyboard; Escape closes it. */
export function StoresMenu() {
  const [open, setOpen] = useState(false);
  const id = useDomId("stores");
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        // Enter and Space (detail 0) toggle; a pointer click keeps open what hovering just opened.
        onClick={(e) => setOpen((o) => (e.detail === 0 ? !o : true))}
        className="inline-flex min-h-11 items-center gap-1 label-caps hover:text-hazel"
      >
        Stores <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-1/2 top-full z-40 min-w-48 -translate-x-1/2 border border-line bg-ivory py-2 shadow-lg"
      >
        {storeLinks.map((s) => (
          <li key={s.to}>
            <a
              href={s.to}
              className="flex min-h-11 items-center px-5 font-display text-lg hover:bg-linen hover:text-hazel"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
