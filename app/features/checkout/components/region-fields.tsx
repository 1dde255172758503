import { memo } from "react";
import { SelectField } from "~/components/ui/field";
import { allCountries, regionsOf } from "../countries";

/** The ~250 countries, rendered once: a phone re-walking them on every keystroke shows. */
const CountryOptions = memo(function CountryOptions() {
  return allCountries().map((c) => (
    <option key={c.code} value={c.name}>
      {c.name}
    </option>
  ));
});

interface RegionFieldsProps {
  country: string;
  state: string;
  errors: { country?: string; state?: string };
  disabled?: boolean;
  onCountry: (country: string) => void;
  onState: (state: string) => void;
}

/** Country, then its regions: the region list is disabled until a country is chosen and reloads when it changes. */
export function RegionFields({ country, state, errors, disabled, onCountry, onState }: RegionFieldsProps) {
  const regions = regionsOf(country);
  return (
    <>
      <SelectField
        label="Country"
        name="country"
        autoComplete="country-name"
        required
        value={country}
        error={errors.country}
        disabled={disabled}
        onChange={(e) => onCountry(e.target.value)}
      >
        <option value="">Select Country</option>
        <CountryOptions />
      </SelectField>
      <SelectField
        // A new list for each country, so no stale choice survives a change of country.
        key={country}
        label="State / Region"
        name="state"
        autoComplete="address-level1"
        required
        value={state}
        error={errors.state}
        disabled={disabled || country === ""}
        onChange={(e) => onState(e.target.value)}
      >
        <option value="">Select Region</option>
        {regions.map((r) => (
          <option key={`${r.name}-${r.code}`} value={r.name}>
            {r.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
