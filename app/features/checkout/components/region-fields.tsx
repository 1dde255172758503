import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { COUNTRIES, isCountry } from "../countries";
import { CUSTOMER_LIMITS } from "../customer";
import { loadRegions, regionsLoaded, regionsOf, subscribeRegions } from "../regions";
import { useScripted } from "./use-scripted";

export const REGION_TEXT = {
  loading: "Loading the regions…",
  failed: "The regions could not be loaded. Check your connection, then try again.",
} as const;

/** The markup for each country chosen, made once: the same ~250 options on every page. */
const madeOptions = new Map<string, { __html: string }>();

/**
 * The country options as markup, the chosen one marked (a form the server refused shows it chosen
 * without a script). The list never changes, and as HTML a phone's hydration takes it as it is
 * instead of matching ~250 elements one by one.
 */
function countryOptions(chosen: string): { __html: string } {
  const made = madeOptions.get(chosen);
  if (made) return made;
  const options = {
    // Nigeria first: most orders go there.
    __html: ["Select Country", "Nigeria", ...COUNTRIES.map((c) => c.name).filter((name) => name !== "Nigeria")]
      .map((name, i) => {
        const value = i === 0 ? "" : name;
        // The package's names, none with a character markup reserves (region-fields.test checks).
        return `<option value="${value}"${value === chosen ? " selected" : ""}>${name}</option>`;
      })
      .join(""),
  };
  // Only a country of the list (or none) is kept: a typed name cannot grow the map.
  if (chosen === "" || isCountry(chosen)) madeOptions.set(chosen, options);
  return options;
}

/**
 * The regions table, loaded once a country is chosen (the billing form starts it earlier, on the
 * shopper's first touch) so a page that is only looked at never parses it; a failed load can be
 * tried again.
 */
function useRegionTable(wanted: boolean) {
  const loaded = useSyncExternalStore(subscribeRegions, regionsLoaded, () => false);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadRegions().catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { loaded, failed, retry: load };
}

interface RegionFieldsProps {
  country: string;
  state: string;
  errors: { country?: string; state?: string };
  disabled?: boolean;
  onCountry: (country: string) => void;
  onState: (state: string) => void;
}

/**
 * Country, then its regions: the region list is disabled until a country is chosen and reloads when
 * it changes. Without a script (the server's page), or for a country without listed regions, the
 * region is a text field, which the server reads as the country's region of that name.
 */
export function RegionFields({ country, state, errors, disabled, onCountry, onState }: RegionFieldsProps) {
  const chosen = country !== "";
  const scripted = useScripted();
  const table = useRegionTable(chosen);
  const waiting = chosen && !table.loaded;
  const options = countryOptions(country);
  const regions = regionsOf(country) ?? [];
  // A country the regions table lists none for takes a region as typed, as a page without a script does.
  const typed = !scripted || (chosen && table.loaded && regions.length === 0);
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
        dangerouslySetInnerHTML={options}
      />
      {typed ? (
        <TextField
          label="State / Region"
          name="state"
          autoComplete="address-level1"
          required
          value={state}
          error={errors.state}
          maxLength={CUSTOMER_LIMITS.state}
          disabled={disabled}
          onChange={(e) => onState(e.target.value)}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <SelectField
            // A new list for each country, so no stale choice survives a change of country.
            key={country}
            label="State / Region"
            name="state"
            autoComplete="address-level1"
            required
            value={state}
            error={errors.state}
            hint={waiting ? (table.failed ? REGION_TEXT.failed : REGION_TEXT.loading) : undefined}
            disabled={disabled || !chosen || !table.loaded}
            onChange={(e) => onState(e.target.value)}
          >
            <option value="">Select Region</option>
            {regions.map((r) => (
              <option key={`${r.name}-${r.code}`} value={r.name}>
                {r.name}
              </option>
            ))}
          </SelectField>
          {waiting && table.failed && (
            <Button variant="outline" className="self-start" onClick={table.retry}>
              Try again
            </Button>
          )}
        </div>
      )}
    </>
  );
}
