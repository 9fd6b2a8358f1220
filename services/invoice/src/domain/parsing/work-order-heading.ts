/**
 * A batch invoice groups its charges under work-order headings ('WO 8812   11/03   Unit 104   Replace disposal',
 * 'Job #4471 - 03/14/2025 - 12 Elm St'): the charges below one heading were done on its date, so the same labour line
 * under two work orders is two visits, not one charge billed twice.
 */
import { findDates } from '../dates.ts';

const HEADING =
  /^\s*(?:wo|w\/o|work\s+order|job|ticket|service\s+(?:call|ticket|order))\s*(?:#|no\.?)?\s*:?\s*[A-Z]{0,3}-?\d{3,}\b/i;
const MONTH_DAY = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/;

/**
 * The heading's date (ISO, or '--MM-DD' without a year, which the invoice's year completes); null for a heading
 * without a date; undefined when the line is not a work-order heading or prints an amount at its end.
 */
export function workOrderDate(line: string): string | null | undefined {
  if (!HEADING.test(line) || /\d\.\d{2}\s*$/.test(line)) return undefined;
  const full = findDates(line)[0]?.iso;
  if (full) return full;
  const partial = MONTH_DAY.exec(line);
  const [month, day] = [Number(partial?.[1]), Number(partial?.[2])];
  if (!partial || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `--${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
