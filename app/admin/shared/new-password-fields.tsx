import { TextField } from "~/components/ui/field";

/** The fewest characters a staff member's password may have. */
export const STAFF_PASSWORD_MIN = 10;

/** A staff member's new password and the same again, as the invitation and "Change my password" ask them. */
export function NewPasswordFields({ label, againLabel }: { label: string; againLabel: string }) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN}
        hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
      />
      <TextField label={againLabel} name="confirm" type="password" autoComplete="new-password" required />
    </>
  );
}
