import { formatMeasurement, MEASUREMENT_POINTS, UNIT_LABELS } from "~/features/measurements";
import type { BespokeRequestInput } from "../request";
import { formatDay, formatShortDateTime } from "~/lib/lagos-clock";

export interface SummaryRequest extends BespokeRequestInput {
  reference: string;
  createdAt: string;
  photos: { position: number; width: number; height: number }[];
}

/** A bespoke request as kept: the piece, its dates, the measurements copy with their unit, the photos and her contact. */
export function BespokeSummary({
  request,
  photoSrc,
  headingLevel,
  whatsapp,
}: {
  request: SummaryRequest;
  photoSrc: (position: number) => string;
  headingLevel: 2 | 3;
  /** The owner's link to a chat with her. */
  whatsapp?: string;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const m = request.measurements;
  const dt = "label-caps text-ink-soft";
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="piece-heading" className="flex flex-col gap-3">
        <H id="piece-heading" className="text-3xl">
          The piece
        </H>
        <p className="whitespace-pre-line">{request.piece}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className={dt}>Occasion</dt>
          <dd>{request.occasion}</dd>
          <dt className={dt}>Event date</dt>
          <dd>{formatDay(request.eventDate)}</dd>
          <dt className={dt}>Production</dt>
          <dd>{request.express ? "Express (30% extra)" : "Standard (7-14 days)"}</dd>
          <dt className={dt}>Sent</dt>
          <dd>{formatShortDateTime(request.createdAt)}</dd>
        </dl>
      </section>
      <section aria-labelledby="measurements-heading" className="flex flex-col gap-3">
        <H id="measurements-heading" className="text-3xl">
          Measurements
        </H>
        <p className="text-sm text-ink-soft">
          As sent, in {UNIT_LABELS[m.unit].toLowerCase()}
          {request.keepMeasurements ? "; kept for next time with her consent." : "."}
        </p>
        <table className="w-full max-w-md border-collapse text-left">
          <tbody>
            {MEASUREMENT_POINTS.map((p) => {
              const value = m.values[p.point];
              return (
                <tr key={p.point} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {p.label}
                  </th>
                  <td className="py-2 tabular-nums">{value === undefined ? "—" : formatMeasurement(value, m.unit)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="photos-heading" className="flex flex-col gap-3">
        <H id="photos-heading" className="text-3xl">
          Reference photos
        </H>
        {request.photos.length === 0 ? (
          <p className="text-ink-soft">No photos.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {request.photos.map((p) => (
              <li key={p.position}>
                <a href={photoSrc(p.position)} className="block">
                  <img
                    src={photoSrc(p.position)}
                    alt={`Reference photo ${p.position}`}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                    className="aspect-[4/5] h-auto w-full bg-linen object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contact-heading" className="flex flex-col gap-3">
        <H id="contact-heading" className="text-3xl">
          Contact
        </H>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 [overflow-wrap:anywhere]">
          <dt className={dt}>Name</dt>
          <dd>{request.name}</dd>
          <dt className={dt}>Email</dt>
          <dd>
            <a href={`mailto:${request.email}`} className="underline underline-offset-4">
              {request.email}
            </a>
          </dd>
          <dt className={dt}>Phone</dt>
          <dd>
            <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
              {request.phone}
            </a>
          </dd>
        </dl>
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="label-caps inline-flex min-h-11 w-fit items-center border border-ink px-4 hover:bg-ink hover:text-ivory"
          >
            WhatsApp {request.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </section>
    </div>
  );
}
