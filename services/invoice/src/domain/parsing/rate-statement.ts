/**
 * A line above the charges that states prices rather than charging them: 'Seasonal contract pricing:
 * plow per push $185.00; walks per visit $85.00', 'Rates: $65/hr labor, $95/hr after hours'. Its
 * last amount is a rate, so taking it as a charge would inflate the items' sum.
 */
const PRICE_LIST_LABEL = /\b(?:pricing|price\s+list|rates?|rate\s+(?:card|schedule|sheet))\s*:/i;
// '$85.00 per visit', '$65/hr', 'per push $185.00'
const STATED_RATE =
  /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:\/\s*[a-z]+|per\s+[a-z]+)|\bper\s+[a-z]+(?:\s+[a-z/]+)?\s+\$\s?\d[\d,]*(?:\.\d{2})?/gi;

export function isRateStatement(text: string): boolean {
  const rates = text.match(STATED_RATE)?.length ?? 0;
  return rates >= 2 || (rates >= 1 && PRICE_LIST_LABEL.test(text));
}
