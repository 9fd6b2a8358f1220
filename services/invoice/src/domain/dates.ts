/**
 * Date parsing for invoice text. Results are ISO calendar dates ('YYYY-MM-DD'). US invoices write
 * month first, so 03/04/2025 is March 4, unless the caller knows the document writes day first
 * (receipts from Malaysia, the UK, Europe); a first number above 12 is always a day (25/12/2018), and
 * dotted dates (05.03.2018) are the German/European form, always day first. Month names are read in
 * English, German and French, in long and short forms ('February 17, 2026', '1. Oktober 2023',
 * '17 février 2026', '1er mars 2024', '3rd of March 2025').
 * Dates without a year (03/04) are ignored on purpose: they are indistinguishable from fractions
 * such as a 3/4" valve.
 */

// First three letters (accents stripped) of month names; 'juin'/'juil' need four. Only full names are read in
// Spanish, Portuguese, Italian, Dutch and Indonesian, whose short forms ('set', 'out') are common words.
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  apr: 4,
  avr: 4,
  may: 5,
  mai: 5,
  jun: 6,
  juin: 6,
  jul: 7,
  juil: 7,
  aug: 8,
  aou: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  // Spanish, Portuguese, Italian, Dutch and Indonesian names whose first letters differ from the above.
  ene: 1,
  gen: 1,
  maa: 3,
  abr: 4,
  mei: 5,
  mag: 5,
  giu: 6,
  lug: 7,
  ago: 8,
  agu: 8,
  set: 9,
  ott: 10,
  out: 10,
  des: 12,
  dic: 12,
};

const MONTH_NAME =
  '(Jan(?:uary|uar)?|J[äa]n(?:ner)?|janv(?:ier)?|Feb(?:ruary|ruar)?|f[ée]v(?:r(?:ier)?)?|Mar(?:ch|s)?|M[äa]rz|Apr(?:il)?|avr(?:il)?|May|Mai|June?|Juni|juin|July?|Juli|juil(?:let)?|Aug(?:ust)?|ao[ûu]t|Sept?(?:ember|embre)?|Oct(?:ober|obre)?|Okt(?:ober)?|Nov(?:ember|embre)?|Dec(?:ember)?|D[ée]c(?:embre)?|Dez(?:ember)?|enero|gennaio|febrero|fevereiro|febbraio|februari|marzo|março|maart|maret|abril|aprile|mayo|maio|maggio|mei|junio|junho|giugno|julio|julho|luglio|agosto|agustus|augustus|sept?iembre|setembro|settembre|octubre|outubro|ottobre|oktober|noviembre|novembro|diciembre|dezembro|dicembre|desember)';

const PATTERNS: { regex: RegExp; read: (m: RegExpExecArray, dayFirst: boolean) => [number, number, number] }[] = [
  // Year first: ISO '2025-03-15', and '2025/03/15' or '2025.03.15' as East Asian receipts print it.
  // A time may follow at once: '2025-10-02T13:45:11'.
  { regex: /\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g, read: (m) => [Number(m[1]), Number(m[3]), Number(m[4])] },
  {
    regex: /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/-]|\.\d)/g,
    read: (m, dayFirst) => {
      const [first, second] = [Number(m[1]), Number(m[2])];
      const dotted = m[0].includes('.');
      const swap = first > 12 || ((dayFirst || dotted) && second <= 12);
      return [expandYear(m[3] ?? ''), swap ? second : first, swap ? first : second];
    },
  },
  {
    regex: new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    read: (m) => [Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2])],
  },
  {
    // Spanish and Portuguese join day, month and year with 'de': '15 de septiembre de 2025'.
    regex: new RegExp(
      `\\b(\\d{1,2})(?:\\.|er|st|nd|rd|th)?\\s+(?:of\\s+|de\\s+)?${MONTH_NAME}\\.?,?\\s+(?:del?\\s+)?(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => [Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1])],
  },
  // Japanese and Chinese receipts write '2025年11月08日', Korean ones '2025년 11월 08일'; Japanese ones also count the
  // years of the Reiwa era, which began in 2019 ('令和7年11月8日', its first year '令和元年').
  {
    regex: /(?:(\d{4})|令和\s*(\d{1,2}|元))\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/g,
    read: (m) => [m[1] ? Number(m[1]) : 2018 + (m[2] === '元' ? 1 : Number(m[2])), Number(m[3]), Number(m[4])],
  },
  // Receipts print '12-Mar-2018', '12/MAR/18' or '12 MAR 18'; a two-digit year must not be a clock ('12 Mar 18:30').
  {
    regex: new RegExp(`\\b(\\d{1,2})[-/.\\s]${MONTH_NAME}[-/.\\s](\\d{4}|\\d{2})(?![\\d:])`, 'gi'),
    read: (m) => [expandYear(m[3] ?? ''), monthNumber(m[2] ?? ''), Number(m[1])],
  },
];

export interface FoundDate {
  iso: string;
  index: number;
  raw: string;
}

/** Every valid date in the text, in order of appearance. */
export function findDates(text: string, dayFirst = false): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { regex, read } of PATTERNS) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      const [year, month, day] = read(m, dayFirst);
      const iso = toIso(year, month, day);
      if (iso && !found.some((f) => overlaps(f, m.index, m[0].length))) found.push({ iso, index: m.index, raw: m[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string, dayFirst = false): string | null {
  return findDates(text, dayFirst)[0]?.iso ?? null;
}

/** The calendar day of an instant in UTC; the caller passes `now` so that audits are reproducible. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function overlaps(found: FoundDate, index: number, length: number): boolean {
  return index < found.index + found.raw.length && found.index < index + length;
}

function expandYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function monthNumber(name: string): number {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return MONTHS[plain.slice(0, 4)] ?? MONTHS[plain.slice(0, 3)] ?? 0;
}

function toIso(year: number, month: number, day: number): string | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
