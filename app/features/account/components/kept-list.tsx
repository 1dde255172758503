import { KEPT_END, KEPT_LEAD, keptWords, type KeptOrder } from "../kept-for-delivery";

/** Her orders on their way and what each keeps until it reaches her: the same words before she confirms and after. */
export function KeptList({ kept }: { kept: readonly KeptOrder[] }) {
  if (kept.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{KEPT_LEAD}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {kept.map((k) => (
          <li key={k.reference}>{keptWords(k)}</li>
        ))}
      </ul>
      <p>{KEPT_END}</p>
    </div>
  );
}
