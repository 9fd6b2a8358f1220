import {
  divergingColor,
  extentWithZero,
  INK,
  linearScale,
  niceTicks,
  stackSegments,
  textAt,
  usd,
  usdShort,
  type Doc,
} from '@realty/service-kit/pdf';
import type { AnalysisReportContent, EstimateBand } from './report-content.ts';

/** The report's charts, drawn as PDF vector paths from the same numbers the analysis serves. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const SERIES = {
  value: '#1f4e79',
  equity: '#2e8b57',
  loan: '#b8860b',
  cashUp: '#4a90c2',
  cashDown: '#c0392b',
} as const;
/** One colour per risk part (in order), distinct in grey too. */
export const RISK_COLORS = ['#1f4e79', '#4a90c2', '#8fbce6', '#b8860b', '#e0a84f', '#7f7f7f', '#2e8b57'];

function legend(doc: Doc, items: ReadonlyArray<readonly [string, string]>, x: number, y: number): void {
  let at = x;
  for (const [color, label] of items) {
    doc.rect(at, y + 1.5, 6, 6).fill(color);
    const w = doc.font('Helvetica').fontSize(6.5).widthOfString(label) + 4;
    textAt(doc, label, at + 8, y, { width: w, size: 6.5, color: INK.muted });
    at += w + 14;
  }
}

/**
 * Annual cash flow as bars around zero (right axis) and value, loan balance and equity as lines (left axis); the sale
 * year is marked.
 */
export function drawProjectionChart(
  doc: Doc,
  projection: AnalysisReportContent['projection'],
  saleYear: number | null,
  box: Box,
): void {
  const plot = { x: box.x + 34, y: box.y + 14, width: box.width - 70, height: box.height - 30 };
  legend(
    doc,
    [
      [SERIES.value, 'Value'],
      [SERIES.equity, 'Equity'],
      [SERIES.loan, 'Loan balance'],
      [SERIES.cashUp, 'Cash flow (right)'],
    ],
    box.x,
    box.y,
  );
  if (projection.length === 0) return;
  const [lo, hi] = extentWithZero(projection.flatMap((p) => [p.propertyValue, p.loanBalance, p.equity]));
  const [cfLo, cfHi] = extentWithZero(projection.map((p) => p.cashFlow));
  const cfSpan = Math.max(Math.abs(cfLo), Math.abs(cfHi), 1);
  const y = linearScale([lo, hi], [plot.y + plot.height, plot.y]);
  const yCash = linearScale([-cfSpan, cfSpan], [plot.y + plot.height, plot.y]);
  const step = plot.width / projection.length;
  const xAt = (i: number) => plot.x + step * (i + 0.5);
  doc.lineWidth(0.3).strokeColor('#dddddd');
  for (const t of niceTicks(lo, hi, 4)) {
    doc
      .moveTo(plot.x, y(t))
      .lineTo(plot.x + plot.width, y(t))
      .stroke();
    textAt(doc, usdShort(t), box.x, y(t) - 3.5, { width: 31, size: 6, color: INK.muted, align: 'right' });
  }
  for (const t of [-cfSpan, 0, cfSpan])
    textAt(doc, usdShort(t), plot.x + plot.width + 3, yCash(t) - 3.5, { width: 34, size: 6, color: INK.muted });
  // Cash-flow bars from the right axis's zero; a negative year hangs below it.
  projection.forEach((p, i) => {
    const top = Math.min(yCash(0), yCash(p.cashFlow));
    doc
      .rect(xAt(i) - step * 0.3, top, step * 0.6, Math.max(0.5, Math.abs(yCash(p.cashFlow) - yCash(0))))
      .fill(p.cashFlow < 0 ? SERIES.cashDown : SERIES.cashUp);
  });
  doc
    .lineWidth(0.6)
    .strokeColor(INK.text)
    .moveTo(plot.x, yCash(0))
    .lineTo(plot.x + plot.width, yCash(0))
    .stroke();
  for (const [key, color] of [
    ['propertyValue', SERIES.value],
    ['equity', SERIES.equity],
    ['loanBalance', SERIES.loan],
  ] as const) {
    doc.lineWidth(1.4).strokeColor(color);
    projection.forEach((p, i) => (i === 0 ? doc.moveTo(xAt(i), y(p[key])) : doc.lineTo(xAt(i), y(p[key]))));
    doc.stroke();
  }
  projection.forEach((p, i) =>
    textAt(doc, `Y${p.year}`, xAt(i) - 10, plot.y + plot.height + 3, {
      width: 20,
      size: 6,
      color: INK.muted,
      align: 'center',
    }),
  );
  // The sale happens at the end of the holding period's last year.
  const saleIndex = projection.findIndex((p) => p.year === saleYear);
  if (saleIndex < 0) return;
  const saleX = xAt(saleIndex) + step * 0.5;
  doc
    .lineWidth(0.8)
    .strokeColor(INK.text)
    .dash(2, { space: 2 })
    .moveTo(saleX, plot.y)
    .lineTo(saleX, plot.y + plot.height)
    .stroke()
    .undash();
  textAt(doc, `Sale (year ${saleYear})`, saleX + 2, plot.y, { width: 60, size: 6, bold: true });
}

/**
 * Cash-on-cash for price and rent each -10% to +10%: a diverging heat map around zero with the deal as entered
 * outlined.
 */
export function drawSensitivityHeatmap(doc: Doc, sensitivity: AnalysisReportContent['sensitivity'], box: Box): void {
  if (!sensitivity) {
    textAt(doc, 'No sensitivity grid on this analysis.', box.x, box.y, { width: box.width, size: 7, color: INK.muted });
    return;
  }
  const { priceSteps, rentSteps, cells } = sensitivity;
  const gridX = box.x + 40;
  const gridY = box.y + 12;
  const cellW = (box.width - 40) / rentSteps.length;
  const cellH = (box.height - 24) / priceSteps.length;
  const maxAbs = Math.max(1, ...cells.map((c) => Math.abs(c.cashOnCashPct ?? 0)));
  textAt(doc, 'Rent change ->', gridX, box.y, { width: box.width - 40, size: 6.5, color: INK.muted, align: 'center' });
  rentSteps.forEach((r, j) =>
    textAt(doc, `${r > 0 ? '+' : ''}${r}%`, gridX + j * cellW, gridY + priceSteps.length * cellH + 2, {
      width: cellW,
      size: 6,
      color: INK.muted,
      align: 'center',
    }),
  );
  priceSteps.forEach((p, i) => {
    textAt(doc, `price ${p > 0 ? '+' : ''}${p}%`, box.x, gridY + i * cellH + cellH / 2 - 3.5, {
      width: 38,
      size: 6,
      color: INK.muted,
      align: 'right',
    });
    rentSteps.forEach((r, j) => {
      const cell = cells.find((c) => c.priceChangePct === p && c.rentChangePct === r);
      const value = cell?.cashOnCashPct ?? null;
      const x = gridX + j * cellW;
      const yy = gridY + i * cellH;
      doc.rect(x, yy, cellW, cellH).fill(divergingColor(value, maxAbs));
      const strong = value !== null && Math.abs(value) / maxAbs > 0.6;
      textAt(doc, value === null ? 'n/a' : `${value.toFixed(1)}%`, x, yy + cellH / 2 - 3.5, {
        width: cellW,
        size: 6.5,
        align: 'center',
        color: strong ? '#ffffff' : INK.text,
      });
    });
  });
  const i0 = priceSteps.indexOf(0);
  const j0 = rentSteps.indexOf(0);
  if (i0 >= 0 && j0 >= 0)
    doc
      .lineWidth(1.6)
      .strokeColor(INK.text)
      .rect(gridX + j0 * cellW, gridY + i0 * cellH, cellW, cellH)
      .stroke();
}

/** The 80% range as a band with the point estimate and the user's price or rent marked on it. */
export function drawRangeBand(doc: Doc, band: EstimateBand, box: Box): void {
  const values = [band.low, band.high, band.point, ...(band.marker ? [band.marker.value] : [])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.08 || Math.abs(max) * 0.05 || 1;
  const x = linearScale([min - pad, max + pad], [box.x, box.x + box.width]);
  const barY = box.y + 10;
  doc.rect(box.x, barY + 3, box.width, 2).fill('#e6e6e6');
  doc.rect(x(band.low), barY, Math.max(1, x(band.high) - x(band.low)), 8).fill('#9ec5e8');
  doc.rect(x(band.point) - 0.8, barY - 2, 1.6, 12).fill(SERIES.value);
  const suffix = band.perMonth ? '/mo' : '';
  textAt(doc, usd(band.low), x(band.low) - 40, barY + 11, { width: 40, size: 6, color: INK.muted, align: 'right' });
  textAt(doc, usd(band.high), x(band.high), barY + 11, { width: 40, size: 6, color: INK.muted });
  textAt(doc, `Estimate ${usd(band.point)}${suffix}`, x(band.point) - 40, barY - 10, {
    width: 80,
    size: 6.5,
    bold: true,
    align: 'center',
  });
  if (band.marker) {
    const mx = x(band.marker.value);
    doc.polygon([mx, barY + 9], [mx - 3.5, barY + 15], [mx + 3.5, barY + 15]).fill(INK.text);
    textAt(doc, `${band.marker.label} ${usd(band.marker.value)}${suffix}`, mx - 45, barY + 17, {
      width: 90,
      size: 6,
      align: 'center',
    });
  }
}

/** The risk score as one stacked bar on 0-100: each part's points in its colour, so the bar ends at the score. */
export function drawRiskBar(doc: Doc, risk: AnalysisReportContent['risk'], box: Box): number {
  const barH = 10;
  doc.rect(box.x, box.y, box.width, barH).fill('#eeeeee');
  const segments = stackSegments(
    risk.parts.map((p) => p.points),
    100,
    box.x,
    box.width,
  );
  segments.forEach((s, i) => {
    if (s.width > 0) doc.rect(s.x, box.y, s.width, barH).fill(RISK_COLORS[i % RISK_COLORS.length]!);
  });
  const scoreX = box.x + (box.width * Math.min(100, risk.score)) / 100;
  doc
    .lineWidth(1)
    .strokeColor(INK.text)
    .moveTo(scoreX, box.y - 2)
    .lineTo(scoreX, box.y + barH + 2)
    .stroke();
  textAt(doc, '0', box.x, box.y + barH + 1, { width: 20, size: 6, color: INK.muted });
  textAt(doc, '100', box.x + box.width - 20, box.y + barH + 1, {
    width: 20,
    size: 6,
    color: INK.muted,
    align: 'right',
  });
  // One line a part: its colour, points of its maximum, and why.
  let y = box.y + barH + 10;
  const colWidth = box.width / 2;
  risk.parts.forEach((p, i) => {
    const cx = box.x + (i % 2) * colWidth;
    const cy = y + Math.floor(i / 2) * 19;
    doc.rect(cx, cy + 1.5, 6, 6).fill(RISK_COLORS[i % RISK_COLORS.length]!);
    textAt(doc, `${p.name}: ${p.points} of ${p.maxPoints}. ${p.explanation}`, cx + 9, cy, {
      width: colWidth - 14,
      size: 6.3,
      lines: 2,
    });
  });
  y += Math.ceil(risk.parts.length / 2) * 19;
  return y;
}
