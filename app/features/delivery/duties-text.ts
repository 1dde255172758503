// Who pays duties and taxes on a parcel abroad, and roughly what to expect, told before she pays
// and again in her confirmation (docs/decisions/286-duties-told-before-paying.md). The shop sends
// every parcel duties unpaid (DHL's DAP): the destination's customs charge her on delivery.
import { dutiesKind, EU, type DutiesKind } from "./duties";

interface DutiesNote {
  /** Who pays, in one sentence. */
  who: string;
  /** What she may expect, roughly. */
  expect: string;
}

const WHO = "You pay any import duties and taxes: DHL asks you for them, with its clearance fee, before it delivers.";

/** Every regime's note, and the words around them. */
const DUTIES_TEXT = {
  notes: {
    us: {
      who: WHO,
      expect:
        "The United States ended its low-value exemption for every country on 29 August 2025: every parcel pays US duty, however small. Expect duty on clothing of roughly 15% to 35% of its value, plus DHL's fee.",
    },
    uk: {
      who: WHO,
      expect:
        "Orders of £135 or less: UK VAT of 20% is due on them, and as we are not registered for UK VAT it is not charged here: DHL collects it from you with its fee. Over £135: 20% VAT on the value and delivery, and duty on clothing of up to 12%.",
    },
    eu: {
      who: WHO,
      expect:
        "Every parcel into the European Union pays your country's VAT (about 17% to 27%) from the first euro; over €150, customs duty on clothing of about 12% as well.",
    },
    ca: {
      who: WHO,
      expect:
        "Canada charges GST or HST (5% to 15%) on parcels from Nigeria over CAD 20, and duty on clothing of up to 18% over CAD 150.",
    },
    other: {
      who: WHO,
      expect: "Your country's customs decide the duty and tax on clothing; we cannot know them in advance.",
    },
  } satisfies Record<DutiesKind, DutiesNote>,
  /** Every sold parcel is declared as what it is: a sale at the price paid. */
  declared:
    "We declare your parcel as a sale at the price you paid, never as a gift, even when it goes to someone else: customs refuse a sold order declared a gift.",
  tick: "I understand that I pay any duties and taxes on delivery.",
};

/**
 * The checkout's duties section for each regime, as HTML the page sets, and the regime of each
 * country with its own (others: `other`; Nigeria has none): the script only picks one.
 */
export interface DutiesHtml {
  html: Record<DutiesKind, string>;
  kinds: Record<string, DutiesKind>;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The note of each regime with her tick, a plain checkbox of the form (`dutiesUnderstood`), written
 * here on the server: the checkout's script is at its budget, and the words are the same for everyone.
 */
export function dutiesHtml(): DutiesHtml {
  const section = ({ who, expect }: DutiesNote) =>
    `<section aria-labelledby="duties-heading" class="flex flex-col gap-2 border border-line bg-linen p-4 text-sm">` +
    `<h3 id="duties-heading" class="label-caps text-ink-soft">Duties and taxes</h3>` +
    `<p>${escape(who)}</p><p data-testid="duties-expect">${escape(expect)}</p><p>${escape(DUTIES_TEXT.declared)}</p>` +
    `<label class="mt-2 flex cursor-pointer items-start gap-3 font-medium">` +
    `<input type="checkbox" name="dutiesUnderstood" value="yes" class="mt-0.5 size-4 accent-ink">` +
    `<span>${escape(DUTIES_TEXT.tick)}</span></label></section>`;
  const notes = DUTIES_TEXT.notes;
  const html = {
    us: section(notes.us),
    uk: section(notes.uk),
    eu: section(notes.eu),
    ca: section(notes.ca),
    other: section(notes.other),
  };
  const kinds: Record<string, DutiesKind> = { US: "us", GB: "uk", CA: "ca" };
  for (const code of EU) kinds[code] = "eu";
  return { html, kinds };
}

/** Why an order abroad is refused without the tick (shown beside it): nothing is charged. */
export const DUTIES_UNTICKED = "Please tick that you understand you pay any duties and taxes on delivery.";

/** What she is told for a country (ISO code); undefined in Nigeria. */
function dutiesNote(countryCode: string): DutiesNote | undefined {
  const kind = dutiesKind(countryCode);
  return kind && DUTIES_TEXT.notes[kind];
}

/** The confirmation's lines for an order sent abroad: who pays, what to expect, how it is declared. */
export function dutiesLines(countryCode: string): string[] {
  const note = dutiesNote(countryCode);
  return note ? [`Duties and taxes: ${note.who}`, note.expect, DUTIES_TEXT.declared] : [];
}
