/** Published or draft, in a small frame. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`label-caps shrink-0 border px-2 py-0.5 ${published ? "border-success text-success" : "border-line text-ink-soft"}`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}
