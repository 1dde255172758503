import { useEffect, useRef, type ReactNode } from "react";
import { wrapTab } from "./focus-wrap";
import { CloseIcon } from "./icons";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** "modal" is centred; "left" slides in from the left edge as an off-canvas menu. */
  placement?: "modal" | "left";
  children: ReactNode;
}

const placements = {
  modal: "m-auto w-[min(92vw,32rem)] p-8",
  left: "my-0 ml-0 mr-auto h-dvh max-h-dvh w-[min(86vw,22rem)] p-6",
};

/**
 * A native modal <dialog>: the browser makes the page behind it inert, closes it on Escape
 * and returns focus to the control that opened it; Tab and Shift+Tab wrap around inside it.
 */
export function Dialog({ open, onClose, label, placement = "modal", children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      // `close` is fired in a task after the dialog closed: by then a quick press may have opened it
      // again, and that late event must not close it a second time.
      onClose={() => !ref.current?.open && onClose()}
      // Escape fires `cancel` at once but `close` only in a later task: a key pressed between the two
      // found the menu still open in state and closed on screen, and its button then did nothing.
      // The state closes it instead, in the same task (the browser's own close, if it goes ahead, is
      // then a no-op for it).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      onKeyDown={(e) => ref.current && wrapTab(ref.current, e)}
      className={`bg-ivory text-ink shadow-2xl ${placements[placement]}`}
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute right-3 top-3 grid size-11 place-items-center"
        aria-label="Close"
      >
        <CloseIcon />
      </button>
      {children}
    </dialog>
  );
}
