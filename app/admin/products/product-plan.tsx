import { buttonClass } from "~/components/ui/button";
import { PLAN_FIELD_LABELS, PLAN_OFFER, PlanFieldset } from "~/features/pay-plans";
import { ErrorSummary } from "../shared/error-summary";

/** The product's own "Pay small small" form: its plan is saved apart from the product's fields. */
export function ProductPlanForm({
  values,
  errors,
}: {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <form method="post" className="flex flex-col gap-6 border-t border-line pt-6" noValidate>
      <ErrorSummary errors={errors} labelOf={(key) => PLAN_FIELD_LABELS[key] ?? key} />
      <PlanFieldset values={values} errors={errors} offerName={PLAN_OFFER} anchors={["ready-by"]} />
      <p className="text-sm text-ink-soft">
        At the checkout, an order whose dearest piece is this one, all made to order and none on sale, may be paid on
        this plan. It comes before the plan of its collection (
        <a href="/admin/products/plans" className="underline underline-offset-4">
          Plans on collections
        </a>
        ).
      </p>
      <button type="submit" name="intent" value="plan" className={buttonClass("outline", "self-start")}>
        Set the plan
      </button>
    </form>
  );
}
