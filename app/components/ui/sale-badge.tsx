/** The badge of the sale a product is on ("20% off", "Sale" or the owner's words), as a small label on its card, its page and its cart line. */
export function SaleBadge({ name, className = "" }: { name: string; className?: string }) {
  return (
    <span
      className={`label-caps inline-block max-w-full truncate bg-hazel-deep px-2 py-1 text-xs leading-none text-ivory ${className}`}
    >
      {name}
    </span>
  );
}
