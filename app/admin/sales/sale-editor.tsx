import { formatShortDateTime } from "~/lib/lagos-clock";
import { ConflictNotice } from "../shared/conflict-notice";
import { DeleteConfirmation } from "../shared/delete-confirmation";
import { SaleForm, type SaleFormProps } from "./sale-form";
import { SaleStatusBadge } from "./sale-list";
import type { OverlapWarning, SaleStatus } from "./sale-summary";

/** Who saved the sale since the form was opened, when, and what it says now. */
interface SaleConflictView {
  by: string;
  at: string;
  lines: readonly string[];
}

interface SaleSummaryView {
  id: number;
  name: string;
  status: SaleStatus;
  updatedBy: string;
  updatedAt: string;
}

/** The sale is in force at the same time as others: which, and which price wins. A warning, not a refusal. */
function OverlapNotice({ overlap }: { overlap: OverlapWarning }) {
  return (
    <section
      aria-labelledby="overlap-heading"
      className="flex flex-col gap-2 border-l-4 border-hazel bg-white px-4 py-3 text-sm"
    >
      <h2 id="overlap-heading" className="font-sans text-base font-semibold text-hazel-deep">
        {overlap.heading}
      </h2>
      <ul className="list-disc pl-5 break-words">
        {overlap.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{overlap.rule}</p>
    </section>
  );
}

/** Her save was refused: someone saved the sale after she opened it. Who, when, what it says now. */
function SaleConflictNotice({ conflict }: { conflict: SaleConflictView }) {
  return (
    <ConflictNotice heading="Not saved: this sale was changed after you opened it" compact>
      <p>
        Saved by {conflict.by} on {formatShortDateTime(conflict.at)} (another tab or device). It now reads:
      </p>
      <ul className="list-disc pl-5 break-words">
        {conflict.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Your changes are kept in the form below and nothing was overwritten. Check them against these, then save again
        to keep yours.
      </p>
    </ConflictNotice>
  );
}

function DeleteSale({ sale, confirming }: { sale: SaleSummaryView; confirming: boolean }) {
  const effect =
    sale.status === "on"
      ? "It is on now: the prices it lowered go back to their regular prices within seconds."
      : sale.status === "upcoming"
        ? "It will not start."
        : "It has ended; it goes from the list.";
  return (
    <DeleteConfirmation
      address={`/admin/sales/${sale.id}`}
      name={sale.name}
      ask="Delete this sale…"
      confirming={confirming}
      action={`/admin/sales/${sale.id}`}
      onWhite
    >
      {effect} Orders already placed keep the prices they were placed at. This cannot be undone.
    </DeleteConfirmation>
  );
}

export interface SaleEditorProps extends SaleFormProps {
  sale: SaleSummaryView;
  done: string | null;
  overlap: OverlapWarning | null;
  conflict: SaleConflictView | null;
  actionError: string | null;
  confirmDelete: boolean;
}

/** A sale's page: its state, a warning when it overlaps others, its form, and deleting it. */
export function SaleEditor({ sale, done, overlap, conflict, actionError, confirmDelete, ...form }: SaleEditorProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/sales" className="text-sm underline underline-offset-4">
          All sales
        </a>
        <h1 className="text-3xl break-words sm:text-4xl">{sale.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <SaleStatusBadge status={sale.status} />
          <span>
            Last saved by {sale.updatedBy} on {formatShortDateTime(sale.updatedAt)}
          </span>
        </p>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      {actionError && (
        <p role="alert" className="text-danger">
          {actionError}
        </p>
      )}
      <div className="flex max-w-3xl flex-col gap-10">
        {(conflict || overlap) && (
          <div className="flex flex-col gap-4">
            {conflict && <SaleConflictNotice conflict={conflict} />}
            {overlap && <OverlapNotice overlap={overlap} />}
          </div>
        )}
        <SaleForm {...form} />
        <section aria-labelledby="delete-section" className="flex flex-col gap-3 border-t border-line pt-6">
          <h2 id="delete-section" className="text-2xl">
            Delete
          </h2>
          <DeleteSale sale={sale} confirming={confirmDelete} />
        </section>
      </div>
    </>
  );
}
