import type { CampaignFigures } from "~/server/lists/campaign-figures.server";

const LABELS: [keyof CampaignFigures, string][] = [
  ["queued", "Queued"],
  ["sent", "Sent"],
  ["delivered", "Delivered"],
  ["bounced", "Bounced"],
  ["complained", "Complained"],
  ["unsubscribed", "Unsubscribed"],
];

/** A list email's figures (a sale's news, the restocks'), two to a row on a phone, and how the lists' emails go. */
export function CampaignFiguresPanel({
  title,
  figures,
  service,
  className = "",
}: {
  title: string;
  figures: CampaignFigures | null;
  service: string;
  className?: string;
}) {
  const id = `${title.toLowerCase().replace(/[^a-z]+/g, "-")}-figures`;
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <p className="text-sm text-ink-soft">{service}</p>
      {figures && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {LABELS.map(([key, label]) => (
            <div key={key} className="flex flex-col rounded border border-line p-2">
              <dt className="text-xs uppercase tracking-wide text-ink-soft">{label}</dt>
              <dd className="text-lg tabular-nums">{figures[key].toLocaleString("en-NG")}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
