/** The wordmark: the brand, or a sub-store's name with its own accent on the suffix. */
export function Logo({ name = "Hazel", className = "" }: { name?: string; className?: string }) {
  const suffix = name.startsWith("Hazel") ? name.slice(5) : "";
  return (
    <span className={`font-display text-3xl font-medium tracking-[0.12em] uppercase ${className}`}>
      Hazel
      {suffix && <span className="text-hazel">{suffix}</span>}
    </span>
  );
}
