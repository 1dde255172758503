import { Logo } from "~/components/ui/logo";
import { PrintButtonIsland } from "~/components/ui/print-button";
import { sizeChart, type SizeRow } from "~/features/catalogue/size-chart";
import { shopPageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/size-guide";

export const meta: Route.MetaFunction = ({ matches }) =>
  shopPageMeta(matches, {
    title: "Size Guide",
    description: "Hazel's printable size guide: bust, waist and hip from XS to 3XL in centimetres and inches.",
    path: "/size-guide",
  });

const howToMeasure = [
  { part: "Bust", how: "Around the fullest part of your bust, with the tape level under your arms." },
  {
    part: "Waist",
    how: "Around your natural waist, the narrowest part of your torso, without pulling the tape tight.",
  },
  { part: "Hip", how: "Around the fullest part of your hips, with your feet together." },
] as const;

const cellClass = "border border-line px-3 py-2.5 text-center tabular-nums print:border-ink/40 print:py-1.5";

function SizeTable({ unit, pick }: { unit: string; pick: (row: SizeRow) => SizeRow["cm"] }) {
  return (
    <table className="w-full border-collapse break-inside-avoid text-sm sm:text-base">
      <caption className="mb-3 text-left font-display text-2xl">Body measurements in {unit}</caption>
      <thead>
        <tr className="bg-linen print:bg-transparent">
          {["Size", "Bust", "Waist", "Hip"].map((h) => (
            <th key={h} scope="col" className={`${cellClass} label-caps`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sizeChart.map((row) => {
          const m = pick(row);
          return (
            <tr key={row.size}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {row.size}
              </th>
              <td className={cellClass}>{m.bust}</td>
              <td className={cellClass}>{m.waist}</td>
              <td className={cellClass}>{m.hip}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The printable size guide: a standalone document, without the shop's header, opened in a new tab. */
export default function Screen() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-5 py-10 sm:px-10 sm:py-16 print:max-w-none print:gap-6 print:p-0 print:text-black">
      <header className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-6 print:border-ink/40">
        <div className="flex flex-col gap-2">
          <a href="/" aria-label="Hazel home" className="print:hidden">
            <Logo />
          </a>
          <Logo className="hidden print:inline" />
          <h1 className="text-5xl sm:text-6xl print:text-4xl">Size Guide</h1>
        </div>
        <PrintButtonIsland label="Print this guide" />
      </header>
      <p className="max-w-prose text-lg leading-relaxed text-ink-soft print:text-base print:text-black">
        Our pieces are cut to these body measurements, not to the garment. If you fall between two sizes, choose the
        larger, or order made to measure and we will cut to you.
      </p>
      <div className="grid gap-10 md:grid-cols-2 print:grid-cols-2 print:gap-6">
        <SizeTable unit="centimetres (cm)" pick={(r) => r.cm} />
        <SizeTable unit="inches (in)" pick={(r) => r.inches} />
      </div>
      <section aria-labelledby="measure-heading" className="flex break-inside-avoid flex-col gap-4">
        <h2 id="measure-heading" className="text-3xl print:text-2xl">
          How to measure
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
          {howToMeasure.map((m) => (
            <div key={m.part} className="border-t border-gold pt-3">
              <dt className="label-caps">{m.part}</dt>
              <dd className="mt-1 text-ink-soft print:text-black">{m.how}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-soft print:text-black">
          Measure over light underwear with a soft tape held snug but not tight. Inches are rounded to the nearest half
          inch.
        </p>
        <p className="print:hidden">
          <a href="/bespoke" className="underline underline-offset-4 hover:text-hazel">
            Send a bespoke request with your measurements
          </a>{" "}
          and we will cut a piece to you.
        </p>
      </section>
      <footer className="border-t border-line pt-6 text-sm text-ink-soft print:border-ink/40 print:text-black">
        Hazel · Port Harcourt, Nigeria
      </footer>
    </main>
  );
}
