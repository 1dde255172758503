/** The encodings the build writes next to each compressible file, best first. */
export const precompressed = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export type Encoding = (typeof precompressed)[number]["name"] | "identity";

/**
 * The encoding to send, from an Accept-Encoding header and what exists: brotli before gzip
 * whatever the client's order, any with q=0 refused, `*` standing for the ones not named.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = weight === undefined ? 1 : Number(weight);
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return precompressed.find((e) => available.includes(e.name) && accepts(e.name))?.name ?? "identity";
}
