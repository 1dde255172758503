// Reading a CSV file back, as spreadsheets write it (RFC 4180): quoted cells with commas, doubled
// quotes and line breaks; CRLF, LF or CR line ends; a byte-order mark. A spreadsheet set to a
// language that writes decimal commas separates cells with semicolons, and rows copied from a
// spreadsheet's screen are separated by tabs: the header row tells which.

/** One row of the file: its number as the spreadsheet shows it (the header is row 1), and its cells. */
export interface CsvRow {
  row: number;
  cells: string[];
}

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

const DELIMITERS = [",", ";", "\t"] as const;

/** The delimiter the first line uses most, outside quotes (a comma when it has none). */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ",";
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * Every row of a CSV text, the empty ones too (so row numbers match the spreadsheet's), less the
 * line end after the last. A quote left open, or text after a closing quote, is refused with the
 * row it is on.
 */
export function readCsv(input: string): CsvRead {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  /** Whether the cell was quoted: a quote after it is not the start of another. */
  let quoted = false;
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = "";
    quoted = false;
  };
  const endRow = () => {
    endCell();
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && cell === "" && !quoted) {
      const start = rows.length + 1;
      i++;
      for (;;) {
        if (i >= text.length) {
          return { ok: false, message: `Row ${start} opens a quote (") that is never closed.` };
        }
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i];
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") {
        return { ok: false, message: `Row ${rows.length + 1} has text after a quoted cell's closing quote.` };
      }
      quoted = true;
      continue;
    }
    if (c === delimiter) {
      endCell();
    } else if (c === "\r" || c === "\n") {
      endRow();
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else {
      cell += c;
    }
    i++;
  }
  if (cell !== "" || quoted || cells.length > 0) endRow();
  return { ok: true, rows };
}

/** Whether a row holds nothing: a blank line, or only empty cells (",,,"). */
export const isBlankRow = (r: CsvRow) => r.cells.every((c) => c.trim() === "");
