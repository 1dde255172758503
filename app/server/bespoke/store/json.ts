/** A jsonb column as PGlite (parsed) or node-postgres with text (a string) hands it over. */
export const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v);
