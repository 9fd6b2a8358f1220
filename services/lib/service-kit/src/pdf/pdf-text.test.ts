import { describe, expect, it } from 'vitest';
import { isoDate, pdfSafe, reportFileName, usd, usdCents, usdShort } from './index.ts';

describe('PDF report text', () => {
  it('writes what the standard fonts cannot draw in ASCII', () => {
    expect(pdfSafe('NOI × 12 → IRR ≥ 5% − fees Σ')).toBe('NOI × 12 -> IRR >= 5% - fees Sum ');
    expect(pdfSafe('café – “ok”')).toBe('café – “ok”');
    expect(pdfSafe('漢')).toBe('?');
  });

  it('formats dollars whole and short', () => {
    expect(usd(412345.6)).toBe('$412,346');
    expect(usd(-1250)).toBe('-$1,250');
    expect(usdCents(29.5)).toBe('$29.50');
    expect(usdCents(-1234.567)).toBe('-$1,234.57');
    expect(usdShort(312_000)).toBe('$312k');
    expect(usdShort(-7_100)).toBe('-$7.1k');
    expect(usdShort(1_250_000)).toBe('$1.3M');
  });

  it('dates and file names', () => {
    expect(isoDate('2026-11-27T18:59:16Z')).toBe('2026-11-27');
    expect(reportFileName('123 Main St, 30301 "x"')).toBe('123-main-st-30301-x.pdf');
    expect(reportFileName('!!!')).toBe('report.pdf');
  });
});
