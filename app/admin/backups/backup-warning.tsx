/** The orders page's warning that the backups are overdue (or could not be checked), with the way to one. */
export function BackupWarning({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="backup-warning-heading"
      className="flex flex-col gap-2 border-l-4 border-hazel bg-white px-4 py-3"
    >
      <h2 id="backup-warning-heading" className="font-sans text-base font-semibold text-hazel-deep">
        Back up the shop
      </h2>
      <p className="text-sm">{text} Take one now, and download it to keep a copy off the server.</p>
      <a
        href="/admin/backups"
        className="label-caps inline-flex min-h-11 w-fit items-center underline underline-offset-4"
      >
        Back up now
      </a>
    </section>
  );
}
