import {
  bodyBottom,
  drawFooter,
  INK,
  keyValueRows,
  lineHeight,
  linearScale,
  PAGE,
  renderPdf,
  sectionTitle,
  textAt,
  usdCents as usd,
  type Doc,
} from '@realty/service-kit/pdf';
import type { InvoiceAuditDoc } from '../../store/invoice-audits.ts';
import { invoiceReportContent, type InvoiceReportContent } from './invoice-report-content.ts';

const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const SEVERITY_COLORS: Record<string, string> = { Error: '#b2182b', Warning: '#b8860b', Note: '#4a90c2' };

/** Dollars at stake by kind of finding as horizontal bars, largest first; answers the y below. */
export function drawDollarsByKind(
  doc: Doc,
  byKind: InvoiceReportContent['byKind'],
  x: number,
  y: number,
  width: number,
): number {
  if (byKind.length === 0)
    return y + textAt(doc, 'No findings: nothing at stake.', x, y, { width, size: 7.5, color: INK.muted });
  const labelWidth = 130;
  const bar = linearScale([0, Math.max(...byKind.map((k) => k.amount), 1)], [0, width - labelWidth - 70]);
  let at = y;
  for (const k of byKind.slice(0, 8)) {
    textAt(doc, `${k.kind} (${k.count})`, x, at, { width: labelWidth - 4, size: 7 });
    doc.rect(x + labelWidth, at, Math.max(1, bar(k.amount)), 8).fill(INK.accent);
    textAt(doc, usd(k.amount), x + labelWidth + bar(k.amount) + 4, at, { width: 66, size: 7, bold: true });
    at += 12;
  }
  return at;
}

function drawFindings(doc: Doc, c: InvoiceReportContent, y: number, bottom: number, startPage: boolean): number {
  let at = y;
  let shown = 0;
  for (const f of c.findings) {
    const need = 30 + f.evidence.slice(0, 2).length * lineHeight(6.3);
    if (at + need > bottom) {
      if (startPage) break;
      doc.addPage();
      at = PAGE.margin;
      startPage = true;
    }
    doc.rect(LEFT, at + 1, 4, 9).fill(SEVERITY_COLORS[f.severity] ?? INK.muted);
    textAt(doc, `${f.severity}: ${f.title}`, LEFT + 8, at, { width: WIDTH - 90, size: 7.8, bold: true });
    textAt(doc, f.amount, LEFT + WIDTH - 80, at, { width: 80, size: 7.8, bold: true, align: 'right' });
    at += lineHeight(7.8);
    at += textAt(doc, f.description, LEFT + 8, at, { width: WIDTH - 8, size: 6.8, lines: 2 });
    for (const e of f.evidence.slice(0, 2))
      at += textAt(doc, e, LEFT + 16, at, { width: WIDTH - 16, size: 6.3, color: INK.muted });
    at += 4;
    shown += 1;
  }
  if (shown < c.findings.length)
    at += textAt(doc, `and ${c.findings.length - shown} more findings, listed in the audit on RealtyLens.`, LEFT, at, {
      width: WIDTH,
      size: 7,
      color: INK.muted,
    });
  return at;
}

export function drawInvoiceReport(doc: Doc, c: InvoiceReportContent): void {
  const bottom = bodyBottom(c.footer.length);
  textAt(doc, 'RealtyLens invoice audit', LEFT, PAGE.margin, { width: WIDTH, size: 8, bold: true, color: INK.accent });
  textAt(doc, c.title, LEFT, PAGE.margin + 11, { width: WIDTH, size: 15, bold: true });
  textAt(doc, c.subtitle, LEFT, PAGE.margin + 30, { width: WIDTH, size: 7.5, color: INK.muted });
  let y = PAGE.margin + 44;
  const w = WIDTH / c.summary.length;
  c.summary.forEach((line, i) => {
    doc.rect(LEFT + i * w + 1, y, w - 2, 20).fill('#eef3f8');
    textAt(doc, line, LEFT + i * w + 4, y + 6, { width: w - 8, size: 8, bold: true, align: 'center' });
  });
  y += 28;
  const half = (WIDTH - 16) / 2;
  const fieldsEnd = keyValueRows(
    doc,
    c.fields.slice(0, 12),
    LEFT,
    sectionTitle(doc, 'What the document says', LEFT, y, half),
    half,
  );
  const chartEnd = drawDollarsByKind(
    doc,
    c.byKind,
    LEFT + half + 16,
    sectionTitle(doc, 'Dollars at stake by kind of finding', LEFT + half + 16, y, half),
    half,
  );
  y = Math.max(fieldsEnd, chartEnd) + 8;
  y = sectionTitle(doc, 'Summary', LEFT, y, WIDTH);
  y += textAt(doc, c.narrative, LEFT, y, { width: WIDTH, size: 7, lines: 6 }) + 6;
  y = sectionTitle(doc, 'Findings with their evidence lines', LEFT, y, WIDTH);
  drawFindings(doc, c, y, bottom, false);
  drawFooter(doc, c.footer);
}

export function renderInvoiceReport(doc: Omit<InvoiceAuditDoc, '_outbox'>, generatedAt = new Date()): Promise<Buffer> {
  const content = invoiceReportContent(doc, generatedAt);
  return renderPdf({ title: `Invoice audit: ${content.title}`, subject: 'RealtyLens invoice audit' }, (pdf) =>
    drawInvoiceReport(pdf, content),
  );
}
