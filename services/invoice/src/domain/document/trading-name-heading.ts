/**
 * Shops and trades head their receipts with the name they trade under and print the company behind it, with its
 * registration number, on a line of its own below ('KEYSAFE LOCKSMITHS' over 'Keysafe Security Pty Ltd  ABN 51 ...',
 * 'KAROO BUILD & HARDWARE' over its address over 'Karoo Bouhandel (Pty) Ltd  Reg 2011/...'). The heading is the name
 * the receipt is known by; the legal line states who is liable for it.
 */
import type { Cell } from '../parsing/split-cells.ts';
import type { ContextValue } from './header-context.ts';
import { LEGAL_FORM } from './field-labels.ts';

// A company's registration or tax number printed after its name: 'ABN 51 612 884 097', 'Reg 2011/004417/07', 'Co.
// Reg. No. 0412', 'VAT No 4480112397', 'CRO 611882', 'KvK 3321', 'CNPJ 12.884...'.
const REGISTERED_AS =
  /(?<!\p{L})(?:ABN|ACN|NZBN|CRN|CRO|KvK|CNPJ|RUC|NIF|CIF|TIN|GSTIN|UEN|SIRET|HRB|VAT|GST|reg(?:istration)?|co\.?\s*reg|company\s+(?:no|number))\.?(?:\s*(?:no|number|nr)\.?)?\s*:?\s*[A-Z]{0,3}\s?\d/iu;

/** Lines of the heading block in which the legal line may follow the trading name. */
const HEADING_BLOCK = 6;

/**
 * The heading, when the legal-form name read below it is printed with its registration number, after it on its line
 * or at the start of the next ('Karoo Bouhandel (Pty) Ltd' over 'Reg 2011/004417/07').
 */
export function tradingNameOverLegalName(
  rows: readonly Cell[][],
  heading: ContextValue | null,
  legal: ContextValue | null,
): ContextValue | null {
  if (!heading || !legal || LEGAL_FORM.test(heading.value)) return null;
  if (legal.line <= heading.line || legal.line > HEADING_BLOCK) return null;
  const textOf = (line: number) => (rows[line - 1] ?? []).map((cell) => cell.text).join('  ');
  const row = textOf(legal.line);
  if (!row.includes(legal.value)) return null;
  const after = row.slice(row.indexOf(legal.value) + legal.value.length);
  const next = textOf(legal.line + 1).trim();
  return REGISTERED_AS.test(after) || (REGISTERED_AS.exec(next)?.index ?? -1) === 0 ? heading : null;
}

const LEGAL_FORMS = new RegExp(LEGAL_FORM.source, 'g');

/** The words of a name without its legal form, in lower case: brandt, haustechnik for 'Brandt Haustechnik GmbH'. */
function nameWords(name: string): string[] {
  return (
    name
      .replace(LEGAL_FORMS, ' ')
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? []
  );
}

/**
 * The letterhead, when it names the business of the sender line under it with all that line's words, in any order
 * ('HAUSTECHNIK BRANDT' over 'Brandt Haustechnik GmbH & Co. KG · Am Mühlbach 3 · ...', 'Dachdeckerei Wolfgang Hessler'
 * over 'Hessler Dachdeckerei · Lindenweg 5 · ...'): the sender line repeats, shortened or with its legal form, the
 * name the business heads its paper with, and that heading is the name it is known by.
 */
export function headingNamingSender(heading: ContextValue | null, sender: ContextValue | null): ContextValue | null {
  if (!heading || !sender || heading.line >= sender.line || /\d/.test(heading.value)) return null;
  const words = new Set(nameWords(heading.value));
  const senderWords = nameWords(sender.value);
  return senderWords.length > 0 && senderWords.every((word) => words.has(word)) ? heading : null;
}
