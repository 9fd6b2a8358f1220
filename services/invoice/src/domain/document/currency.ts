/**
 * The document's currency, from explicit codes and symbols, or from the country markers receipts
 * carry (a Malaysian GST number or 'Sdn Bhd' means ringgit). The same markers tell whether numeric
 * dates are written day first.
 */

export interface CurrencyGuess {
  code: string;
  confidence: number;
  line: number | null;
  /** Countries using this currency write dates day first. */
  dayFirst: boolean;
}

const GST_INCLUDED =
  /\b(?:incl(?:\.|uding|usive)?\s+(?:of\s+)?GST|GST\s+(?:\d+(?:\.\d+)?\s*%\s+)?incl(?:uded|usive|\.)?|EFTPOS)(?![\p{L}])/iu;

const MARKERS: readonly { code: string; pattern: RegExp; confidence: number; dayFirst: boolean }[] = [
  { code: 'MYR', pattern: /\b(?:RM|MYR)\s?\d|\bringgit\b/i, confidence: 0.95, dayFirst: true },
  {
    code: 'MYR',
    pattern: /\bsdn\.?\s*bhd\b|\bgst\s+(?:id|reg)|\bjalan\b|\bselangor\b|\bkuala\s+lumpur\b|\bjohor\b|\bjumlah\b/i,
    confidence: 0.7,
    dayFirst: true,
  },
  { code: 'SGD', pattern: /\bS\$\s?\d|\bSGD\b/, confidence: 0.9, dayFirst: true },
  // Reais are written 'R$ 276,41' or after a label ('Valor total R$'): Brazil writes dates day first. Checked before
  // the dollar sign, which the real's sign contains.
  { code: 'BRL', pattern: /R\$|\bBRL\b/, confidence: 0.9, dayFirst: true },
  { code: 'INR', pattern: /₹\s?\d|\bRs\.|\bINR\b|\bGSTIN\b/, confidence: 0.85, dayFirst: true },
  { code: 'IDR', pattern: /\bRp\.?\s?\d|\bIDR\b|\bNPWP\b|^Jl\.\s/, confidence: 0.8, dayFirst: true },
  { code: 'VND', pattern: /\d\s?(?:VND|₫)|\bVND\b/, confidence: 0.9, dayFirst: true },
  { code: 'GBP', pattern: /£\s?\d|\bGBP\b/, confidence: 0.9, dayFirst: true },
  { code: 'EUR', pattern: /€\s?\d|\d\s?€|\bEUR\b/, confidence: 0.9, dayFirst: true },
  { code: 'CAD', pattern: /\bC\$\s?\d|\bCAD\b/, confidence: 0.9, dayFirst: false },
  { code: 'AUD', pattern: /\bA\$\s?\d|\bAUD\b|\bABN\b/, confidence: 0.85, dayFirst: true },
  // Prices that include GST in dollars are Australian or New Zealand ('TOTAL (incl GST)', 'GST 15% included',
  // 'EFTPOS'): Canadian tills add GST on top, and US ones print no GST.
  { code: 'AUD', pattern: GST_INCLUDED, confidence: 0.6, dayFirst: true },
  { code: 'USD', pattern: /\bUSD\b|\bUS\$/, confidence: 0.95, dayFirst: false },
  { code: 'USD', pattern: /\$\s?\d/, confidence: 0.8, dayFirst: false },
  // A sign in a label rather than beside a figure ('Total € Incl. VAT  681.87').
  { code: 'EUR', pattern: /€/, confidence: 0.7, dayFirst: true },
  { code: 'GBP', pattern: /£/, confidence: 0.7, dayFirst: true },
];

/**
 * Words of French, German, Spanish, Italian, Dutch, Nordic, Polish, Czech and Turkish invoices and receipts, whose
 * numeric dates are written day first.
 */
export const DAY_FIRST_LANGUAGE =
  /(?<!\p{L})(?:facture|montant|désignation|rechnung|betrag|datum|mwst|ust|factura|importe|fecha|fattura|importo|totale|factuur|bedrag|kvitto|kvittering|mva|dato|faktura|razem|celkem|toplam|tarih)(?!\p{L})/iu;

export function detectCurrency(text: string): CurrencyGuess {
  const lines = text.split(/\r?\n/);
  for (const marker of MARKERS) {
    const index = lines.findIndex((line) => marker.pattern.test(line));
    if (index >= 0)
      return { code: marker.code, confidence: marker.confidence, line: index + 1, dayFirst: marker.dayFirst };
  }
  // Unmarked amounts in a euro-area language are euros, with low confidence.
  if (lines.some((line) => DAY_FIRST_LANGUAGE.test(line)))
    return { code: 'EUR', confidence: 0.45, line: null, dayFirst: true };
  // Unmarked amounts on a US product default to dollars, with low confidence.
  return { code: 'USD', confidence: 0.4, line: null, dayFirst: false };
}
