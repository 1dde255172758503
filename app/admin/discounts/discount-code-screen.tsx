import type { ReactNode } from "react";
import type { DiscountFormErrors, DiscountFormValues } from "~/features/discounts";
import type { CollectionChoice } from "../products/product-form-parts";
import { DiscountForm } from "./discount-form";

/** What saving a code answers when it does not go back to the list. */
type SaveCodeAnswer =
  { kind: "message"; message: string } | { kind: "invalid"; values: DiscountFormValues; errors: DiscountFormErrors };

/**
 * A new or a stored code's screen: the way back to the list above its heading (`children`), then
 * the form; after a refused save, the refusal above it or the form as typed with each field's message.
 */
export function DiscountCodeScreen({
  answer,
  values,
  collections,
  submit,
  children,
}: {
  answer: SaveCodeAnswer | undefined;
  /** The form as the loader filled it. */
  values: DiscountFormValues;
  collections: readonly CollectionChoice[];
  submit: string;
  children: ReactNode;
}) {
  const typed = answer?.kind === "invalid" ? answer : null;
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/codes" className="text-sm underline underline-offset-4">
          All discount codes
        </a>
        {children}
      </div>
      {answer?.kind === "message" && (
        <p role="alert" className="text-danger">
          {answer.message}
        </p>
      )}
      <div className="max-w-3xl">
        <DiscountForm
          values={typed?.values ?? values}
          errors={typed?.errors ?? {}}
          collections={collections}
          submit={submit}
        />
      </div>
    </>
  );
}
