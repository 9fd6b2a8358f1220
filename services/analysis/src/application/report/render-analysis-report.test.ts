import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@realty/service-kit/testing/pdf';
import { renderAnalysisReport } from './render-analysis-report.ts';
import { analysisReportContent } from './report-content.ts';
import { sampleRecord } from '../../testing/sample-record.ts';

describe('analysis report content', () => {
  const record = sampleRecord();
  const content = analysisReportContent(record, new Date('2026-01-02T00:00:00Z'));

  it('lists the inputs with where each came from', () => {
    expect(content.inputs).toContainEqual(['Purchase price', '$300,000 (you)']);
    expect(content.inputs.find(([label]) => label === 'Mortgage interest rate')?.[1]).toMatch(
      /^7\.35%\/yr \(FRED 30-year fixed mortgage rate \(2025-06-12\)\)$/,
    );
    expect(content.inputs[0]).toEqual(['Property type', 'single family']);
  });

  it('marks the price on the value band and the rent used on the rent band', () => {
    const [value, rent] = content.estimates;
    expect(value).toMatchObject({
      point: record.valueRange.point,
      low: record.valueRange.low,
      high: record.valueRange.high,
      marker: { label: 'Price', value: 300000 },
    });
    expect(value!.display).toBe(
      `$${record.valueRange.point.toLocaleString('en-US')} (80% range $${record.valueRange.low.toLocaleString('en-US')} to $${record.valueRange.high.toLocaleString('en-US')})`,
    );
    expect(rent!.marker?.label).toBe('Rent used');
    expect(value!.sources).toContain('(2025-05)');
  });

  it('keeps the key metrics with their formulas, and the risk parts adding up to the score', () => {
    const cap = content.metrics.find((m) => m.label === 'Cap rate');
    expect(cap?.display).toBe(record.capRate);
    expect(cap?.formula).toMatch(/^Cap rate = NOI \/ purchase price = /);
    expect(content.metrics.some((m) => /IRR/.test(m.label))).toBe(true);
    expect(content.risk.parts.reduce((sum, p) => sum + p.points, 0)).toBe(content.risk.score);
  });

  it('says in the footer the data dates and that it is not investment advice', () => {
    expect(content.footer.join(' ')).toMatch(/Data dates: .*2025-05/);
    expect(content.footer.join(' ')).toContain('Not investment advice');
  });
});

describe('analysis report PDF', () => {
  it('is a PDF of at most two pages holding the address, the value estimate and the cap rate', async () => {
    const record = sampleRecord();
    const pdf = await renderAnalysisReport(record, new Date('2026-01-02T00:00:00Z'));
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, pageTexts } = await readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(pageTexts[0]).toContain('123 Main St, 30301');
    expect(pageTexts[0]).toContain(`$${record.estimatedValue.toLocaleString('en-US')}`);
    expect(pageTexts[0]).toContain(`Cap rate ${record.capRate}`);
    expect(text).toContain('Not investment advice');
  });

  it('stays within two pages with long text and no sensitivity grid', async () => {
    const record = {
      ...sampleRecord(),
      sensitivity: null,
      warnings: Array.from({ length: 40 }, (_, i) => `Warning ${i} `.repeat(20)),
      address: 'A very long street address '.repeat(6),
    };
    const { pages } = await readPdf(await renderAnalysisReport(record));
    expect(pages).toBeLessThanOrEqual(2);
  });
});
