interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lede?: string;
}

/** The centred heading of a page section. */
export function SectionHeading({ id, eyebrow, title, lede }: SectionHeadingProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
      {eyebrow && <p className="label-caps text-hazel">{eyebrow}</p>}
      <h2 id={id} className="text-4xl sm:text-5xl">
        {title}
      </h2>
      {lede && <p className="text-lg text-ink-soft">{lede}</p>}
    </div>
  );
}
