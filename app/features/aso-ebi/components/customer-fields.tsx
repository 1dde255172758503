import { TextField } from "~/components/ui/field";

type Field = "firstName" | "lastName" | "email" | "phone";

/** A person's name, email and phone: the coordinator's on the group form, a guest's on the join form. */
export function CustomerFields({
  legend,
  values,
  errors,
  hints = {},
}: {
  legend: string;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string | undefined>>;
  hints?: Partial<Record<Field, string>>;
}) {
  const field = (name: Field, label: string, autoComplete: string, type = "text") => (
    <TextField
      name={name}
      type={type}
      label={label}
      hint={hints[name]}
      autoComplete={autoComplete}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="label-caps mb-2 text-ink-soft">{legend}</legend>
      {field("firstName", "First name", "given-name")}
      {field("lastName", "Last name", "family-name")}
      {field("email", "Email", "email", "email")}
      {field("phone", "Phone", "tel", "tel")}
    </fieldset>
  );
}
