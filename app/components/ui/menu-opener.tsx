import { useEffect, useState, type ReactNode } from "react";
import { Dialog } from "./dialog";
import { MenuIcon } from "./icons";

interface MenuOpenerProps {
  /** The button's and the dialog's name. */
  label: string;
  /** Classes of the opener (its place in the header). */
  className?: string;
  /** The menu's content, the same with or without a script. */
  children: ReactNode;
}

const openerClass = "grid size-11 cursor-pointer place-items-center";

/**
 * A header's menu. Until the page's script runs (or where it never does: Opera Mini, a data
 * saver) it is a <details> disclosure whose panel drops under the header; once the script runs it
 * is a button opening the off-canvas dialog. The menu's content is rendered in one of the two.
 */
export function MenuOpener({ label, className = "", children }: MenuOpenerProps) {
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);
  // The server's HTML and the first render in the browser are the disclosure, so hydration matches.
  useEffect(() => setScripted(true), []);
  if (!scripted) {
    return (
      <details className={className}>
        <summary aria-label={label} className={`${openerClass} list-none [&::-webkit-details-marker]:hidden`}>
          <MenuIcon />
        </summary>
        {/* Under the header (its nearest positioned box), as tall as the screen allows. */}
        <div className="absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto border-b border-line bg-ivory px-6 pb-8 shadow-xl">
          {children}
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${openerClass} ${className}`}
        aria-label={label}
        aria-haspopup="dialog"
      >
        <MenuIcon />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={label} placement="left">
        {/* A link followed closes it, so the page kept for Back shows the menu closed. */}
        <div className="contents" onClick={(e) => (e.target as Element).closest("a") && setOpen(false)}>
          {children}
        </div>
      </Dialog>
    </>
  );
}
