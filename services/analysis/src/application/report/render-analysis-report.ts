import {
  bodyBottom,
  drawFooter,
  INK,
  keyValueRows,
  PAGE,
  renderPdf,
  sectionTitle,
  textAt,
  type Doc,
} from '@realty/service-kit/pdf';
import { drawProjectionChart, drawRangeBand, drawRiskBar, drawSensitivityHeatmap } from './analysis-charts.ts';
import { analysisReportContent, type AnalysisReportContent, type ReportRecord } from './report-content.ts';

const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GAP = 16;
const HALF = (WIDTH - GAP) / 2;

function header(doc: Doc, c: AnalysisReportContent): number {
  textAt(doc, 'RealtyLens property report', LEFT, PAGE.margin, {
    width: WIDTH,
    size: 8,
    bold: true,
    color: INK.accent,
  });
  textAt(doc, c.title, LEFT, PAGE.margin + 11, { width: WIDTH, size: 15, bold: true });
  textAt(doc, [c.place, c.generated].filter(Boolean).join('  |  '), LEFT, PAGE.margin + 30, {
    width: WIDTH,
    size: 7.5,
    color: INK.muted,
  });
  return PAGE.margin + 44;
}

/** The headline figures in a strip of boxes. */
function summaryStrip(doc: Doc, lines: readonly string[], y: number): number {
  const w = WIDTH / lines.length;
  lines.forEach((line, i) => {
    doc.rect(LEFT + i * w + 1, y, w - 2, 20).fill('#eef3f8');
    textAt(doc, line, LEFT + i * w + 4, y + 6, { width: w - 8, size: 8, bold: true, align: 'center' });
  });
  return y + 28;
}

function estimates(doc: Doc, c: AnalysisReportContent, x: number, y: number, width: number): number {
  let at = sectionTitle(doc, 'Estimates with 80% ranges', x, y, width);
  for (const band of c.estimates) {
    at += textAt(doc, `${band.label}: ${band.display}`, x, at, { width, size: 7.5, bold: true });
    at += textAt(doc, `${band.method}. Sources: ${band.sources}`, x, at, {
      width,
      size: 6.3,
      color: INK.muted,
      lines: 2,
    });
    drawRangeBand(doc, band, { x: x + 40, y: at + 4, width: width - 80, height: 40 });
    at += 46;
  }
  return at;
}

function risk(doc: Doc, c: AnalysisReportContent, x: number, y: number, width: number): number {
  const at = sectionTitle(doc, `Risk score ${c.risk.score} of 100 (${c.risk.level}): its parts`, x, y, width);
  return drawRiskBar(doc, c.risk, { x, y: at + 2, width, height: 10 });
}

function metrics(doc: Doc, c: AnalysisReportContent, y: number, bottom: number): number {
  let at = sectionTitle(doc, 'Key metrics (year one unless named) with their formulas', LEFT, y, WIDTH);
  for (const m of c.metrics) {
    if (at + 16 > bottom) break;
    textAt(doc, m.label, LEFT, at, { width: 130, size: 7 });
    textAt(doc, m.display, LEFT + 132, at, { width: 56, size: 7, bold: true, align: 'right' });
    at +=
      Math.max(
        9,
        textAt(doc, m.formula, LEFT + 196, at, { width: WIDTH - 196, size: 6.3, color: INK.muted, lines: 2 }),
      ) + 2;
  }
  return at;
}

function pageTwo(doc: Doc, c: AnalysisReportContent, r: ReportRecord): void {
  doc.addPage();
  const bottom = bodyBottom(c.footer.length);
  let y = sectionTitle(doc, `Inputs of ${c.title}, with where each came from`, LEFT, PAGE.margin, WIDTH);
  y = keyValueRows(doc, c.inputs, LEFT, y, WIDTH) + 6;
  y = sectionTitle(doc, 'Assumptions: why each value', LEFT, y, WIDTH);
  for (const a of r.assumptions) {
    if (y + 18 > bottom - 90) break;
    y += textAt(doc, `${a.label}: ${a.rationale}`, LEFT, y, { width: WIDTH, size: 6.3, lines: 2 }) + 1;
  }
  y = sectionTitle(doc, 'Data sources and their dates', LEFT, y + 4, WIDTH);
  for (const s of r.sources) {
    if (y + 9 > bottom - 40) break;
    y += textAt(doc, `${s.label}${s.asOf ? `, as of ${s.asOf}` : ''}`, LEFT, y, { width: WIDTH, size: 6.5 });
  }
  const notes = [...r.warnings, ...r.comparisons, ...r.confidenceNotes];
  if (notes.length) {
    y = sectionTitle(doc, 'Notes', LEFT, y + 4, WIDTH);
    for (const n of notes) {
      if (y + 9 > bottom) break;
      y += textAt(doc, n, LEFT, y, { width: WIDTH, size: 6.5, lines: 2 });
    }
  }
}

/** Lays out the report: page one the figures and charts, page two the inputs and sources in full. */
export function drawAnalysisReport(doc: Doc, c: AnalysisReportContent, r: ReportRecord): void {
  let y = header(doc, c);
  y = summaryStrip(doc, c.summaryLines, y);
  const rowTop = y;
  const leftEnd = estimates(doc, c, LEFT, rowTop, HALF);
  const rightEnd = risk(doc, c, LEFT + HALF + GAP, rowTop, HALF);
  y = Math.max(leftEnd, rightEnd) + 6;
  sectionTitle(doc, 'Projection by year over the holding period', LEFT, y, WIDTH * 0.56);
  sectionTitle(doc, 'Cash-on-cash if price or rent change', LEFT + WIDTH * 0.56 + GAP, y, WIDTH * 0.44 - GAP);
  drawProjectionChart(doc, c.projection, c.saleYear, { x: LEFT, y: y + 18, width: WIDTH * 0.56, height: 140 });
  drawSensitivityHeatmap(doc, c.sensitivity, {
    x: LEFT + WIDTH * 0.56 + GAP,
    y: y + 18,
    width: WIDTH * 0.44 - GAP,
    height: 140,
  });
  y += 166;
  metrics(doc, c, y, bodyBottom(c.footer.length));
  pageTwo(doc, c, r);
  drawFooter(doc, c.footer);
}

export function renderAnalysisReport(record: ReportRecord, generatedAt = new Date()): Promise<Buffer> {
  const content = analysisReportContent(record, generatedAt);
  return renderPdf({ title: `Property report: ${content.title}`, subject: 'RealtyLens property analysis' }, (doc) =>
    drawAnalysisReport(doc, content, record),
  );
}
