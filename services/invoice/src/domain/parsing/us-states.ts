/**
 * Finds the US state of an address ('Austin, TX 78701') so that state rules (late-fee caps, tax on labour) can apply.
 */

const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

export function isStateCode(code: string): boolean {
  return STATE_CODES.has(code.toUpperCase());
}

/** The first valid state code followed by a ZIP code in the given texts, in the order given. */
export function findState(texts: readonly (string | null)[]): string | null {
  const pattern = /\b([A-Z]{2})\.?,?\s+\d{5}(?:-\d{4})?\b/g;
  for (const text of texts) {
    if (!text) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const code = m[1] ?? '';
      if (STATE_CODES.has(code)) return code;
    }
  }
  return null;
}
