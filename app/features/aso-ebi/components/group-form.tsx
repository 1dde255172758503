import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { GroupField } from "../group-form";
import { CustomerFields } from "./customer-fields";

export interface GroupFormView {
  productId: number;
  productName: string;
  sharePrice: string;
  depositAllowed: boolean;
  today: string;
  values: Partial<Record<GroupField, string>>;
  errors: Partial<Record<GroupField, string>>;
  message?: string;
}

/** The coordinator's form: a plain form posted to /aso-ebi/new (no script needed). */
export function GroupForm({
  productId,
  productName,
  sharePrice,
  depositAllowed,
  today,
  values,
  errors,
  message,
}: GroupFormView) {
  const v = (f: GroupField) => values[f] ?? "";
  const plan = values.payPlan ?? "full";
  return (
    <form method="post" action={`/aso-ebi/new?product=${productId}`} className="flex flex-col gap-6" noValidate>
      {message && (
        <p role="alert" className="border border-danger px-4 py-3 text-danger">
          {message}
        </p>
      )}
      <p>
        The style: <strong>{productName}</strong>, {sharePrice} a guest. Each guest chooses her size or gives her
        measurements and pays her own share.
      </p>
      <fieldset className="flex flex-col gap-4">
        <legend className="label-caps mb-2 text-ink-soft">The group</legend>
        <TextField
          name="name"
          label="Group name"
          hint="Like “Amaka’s bridesmaids”"
          defaultValue={v("name")}
          error={errors.name}
        />
        <TextField
          name="eventName"
          label="Event"
          hint="Like “Amaka and Tobi’s wedding”"
          defaultValue={v("eventName")}
          error={errors.eventName}
        />
        <TextField
          name="eventOn"
          type="date"
          min={today}
          label="Event date"
          defaultValue={v("eventOn")}
          error={errors.eventOn}
        />
        <TextField
          name="joinBy"
          type="date"
          min={today}
          label="Last day to join"
          defaultValue={v("joinBy")}
          error={errors.joinBy}
        />
        <TextField
          name="minimum"
          inputMode="numeric"
          label="Minimum number of guests (optional)"
          hint="If fewer have paid by the last day, we ask you how to go on."
          defaultValue={v("minimum")}
          error={errors.minimum}
        />
        <TextAreaField
          name="atelierNote"
          label="Note for the atelier (optional)"
          hint="Fabric, colour, anything the pieces share"
          defaultValue={v("atelierNote")}
          error={errors.atelierNote}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.payPlan ? "payPlan-error" : undefined}>
        <legend className="label-caps mb-2 text-ink-soft">How guests pay</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="payPlan" value="full" defaultChecked={plan === "full"} className="accent-ink" />
          In full when they join
        </label>
        {depositAllowed && (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="payPlan"
              value="deposit"
              defaultChecked={plan === "deposit"}
              className="accent-ink"
            />
            A 75% deposit when they join, the balance before the piece is ready
          </label>
        )}
        {errors.payPlan && (
          <p id="payPlan-error" className="text-sm text-danger">
            {errors.payPlan}
          </p>
        )}
      </fieldset>
      <CustomerFields
        legend="You, the coordinator"
        values={values}
        errors={errors}
        hints={{ email: "We email you your private page’s link" }}
      />
      <button type="submit" className={buttonClass()}>
        Open the group
      </button>
    </form>
  );
}
