import type { CampaignFigures } from "~/server/lists/campaign-figures.server";

const LABELS: [keyof CampaignFigures, string][] = [
  ["queued", "Queued"],
  ["sent", "Sent"],
  ["delivered", "Delivered"],
  ["bounced", "Bounced"],
  ["complained", "Complained"],
  ["unsubscribed", "Unsubscribed"],
];

/** A sale's news in figures, two to a row on a phone, and how the lists' emails go. */
export function CampaignFiguresPanel({ figures, service }: { figures: CampaignFigures | null; service: string }) {
  return (
    <section aria-labelledby="sale-news-figures" className="container-page flex max-w-3xl flex-col gap-3 pb-10">
      <h2 id="sale-news-figures" className="text-xl">
        Sale news
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
