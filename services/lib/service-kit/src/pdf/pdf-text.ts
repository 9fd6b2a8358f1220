/**
 * PDF text helpers. The reports use the PDF standard fonts (no font files to ship), which encode WinAnsi
 * (Latin-1 and a few typographic marks); anything else is written in ASCII so no glyph comes out garbled.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u03a3': 'Sum ',
  '\u03c3': 'sigma',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u2011': '-',
};

/** Characters WinAnsi adds beyond Latin-1 that the standard fonts draw. */
const WIN_ANSI_EXTRA = new Set('\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u2020\u2021\u2030');

export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n')
      out += ch;
    else out += '?';
  }
  return out;
}

/** Whole US dollars with thousands separators, e.g. $412,000 or -$1,250. */
export function usd(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.round(Math.abs(value)).toLocaleString('en-US')}`;
}

/** Dollars and cents, e.g. $29.50 (invoices are checked to the cent). */
export function usdCents(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Compact dollars for chart axes: $950, $12k, $1.2M. */
export function usdShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e6) return `${sign}$${(abs / 1e6).toFixed(abs >= 1e7 ? 0 : 1)}M`;
  if (abs >= 1e3) return `${sign}$${(abs / 1e3).toFixed(abs >= 1e5 ? 0 : abs >= 1e4 ? 0 : 1)}k`;
  return `${sign}$${Math.round(abs)}`;
}

/** The date part of an ISO time, e.g. 2026-11-27. */
export function isoDate(value: string | Date): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 10);
}
