import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

const dangerButton =
  "label-caps inline-flex min-h-11 items-center justify-center bg-danger px-5 py-3.5 text-ivory hover:bg-ink";

export interface DeleteConfirmationProps {
  /** The page of what is deleted: the link adds `?confirm=delete#delete` to it, "Keep it" returns to it. */
  address: string;
  /** Its name, in the question. */
  name: string;
  /** The quiet link that asks, like "Delete this draft…". */
  ask: string;
  confirming: boolean;
  /** Where the form posts; the page's own address when not given. */
  action?: string;
  /** The box on white, where the page behind is not. */
  onWhite?: boolean;
  /** What goes and what stays. */
  children: ReactNode;
}

/**
 * Deleting for good, in two steps that work without JavaScript: a quiet link to the same page
 * with `?confirm=delete`, then a box saying what goes, "Delete for good" and "Keep it".
 */
export function DeleteConfirmation({
  address,
  name,
  ask,
  confirming,
  action,
  onWhite,
  children,
}: DeleteConfirmationProps) {
  if (!confirming) {
    return (
      <a href={`${address}?confirm=delete#delete`} className={buttonClass("quiet", "self-start text-danger")}>
        {ask}
      </a>
    );
  }
  return (
    <form
      method="post"
      action={action}
      id="delete"
      className={`flex flex-col gap-3 border border-danger ${onWhite ? "bg-white " : ""}p-4`}
      aria-labelledby="delete-heading"
    >
      <h3 id="delete-heading" className="font-sans text-base font-semibold text-danger">
        Delete “{name}” for good?
      </h3>
      <p className="text-sm">{children}</p>
      <input type="hidden" name="intent" value="delete" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={dangerButton}>
          Delete for good
        </button>
        <a href={address} className={buttonClass("outline")}>
          Keep it
        </a>
      </div>
    </form>
  );
}
