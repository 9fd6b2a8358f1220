import { ChartFigure, Legend, LegendItem } from './chart-figure';
import { divergingColor } from './diverging-color';

export interface SensitivityGrid {
  priceSteps: readonly number[];
  rentSteps: readonly number[];
  cells: ReadonlyArray<{
    priceChangePct: number;
    rentChangePct: number;
    cashOnCashPct?: number | null;
    capRatePct?: number | null;
  }>;
}

const CELL_W = 96;
const CELL_H = 40;
const LEFT = 76;
const TOP = 44;

const step = (v: number) => `${v > 0 ? '+' : ''}${v}%`;
const pct = (v: number | null | undefined) => (v == null ? 'n/a' : `${v.toFixed(1)}%`);

function summaryOf(grid: SensitivityGrid): string {
  const known = grid.cells.filter((c) => c.cashOnCashPct != null) as Array<
    SensitivityGrid['cells'][number] & { cashOnCashPct: number }
  >;
  if (known.length === 0) return 'Cash-on-cash could not be computed for any price and rent change.';
  const sorted = [...known].sort((a, b) => a.cashOnCashPct - b.cashOnCashPct);
  const worst = sorted[0]!;
  const best = sorted[sorted.length - 1]!;
  const current = grid.cells.find((c) => c.priceChangePct === 0 && c.rentChangePct === 0);
  const below = known.filter((c) => c.cashOnCashPct < 0).length;
  return (
    `Cash-on-cash runs from ${pct(worst.cashOnCashPct)} (price ${step(worst.priceChangePct)}, rent ${step(worst.rentChangePct)}) ` +
    `to ${pct(best.cashOnCashPct)} (price ${step(best.priceChangePct)}, rent ${step(best.rentChangePct)})` +
    (current ? `; the current deal is ${pct(current.cashOnCashPct)}` : '') +
    `. ${below} of ${grid.cells.length} combinations are below zero.`
  );
}

/**
 * The price/rent sensitivity grid as a heat map of cash-on-cash: red below zero, blue above, white at zero,
 * each cell labelled, and the current deal (no change in price or rent) outlined.
 */
export function SensitivityHeatmap({ grid }: { grid: SensitivityGrid }) {
  const { priceSteps, rentSteps, cells } = grid;
  const cell = (p: number, r: number) => cells.find((c) => c.priceChangePct === p && c.rentChangePct === r);
  const extent = Math.max(1, ...cells.map((c) => Math.abs(c.cashOnCashPct ?? 0)));
  const width = LEFT + rentSteps.length * CELL_W + 8;
  const height = TOP + priceSteps.length * CELL_H + 8;
  const current = { row: priceSteps.indexOf(0), col: rentSteps.indexOf(0) };

  return (
    <ChartFigure
      name="Sensitivity of cash-on-cash to price and rent changes (heat map)"
      summary={summaryOf(grid)}
      width={width}
      height={height}
      testId="sensitivity-heatmap"
      table={{
        headings: ['Price \\ Rent', ...rentSteps.map(step)],
        rows: priceSteps.map((p) => [
          step(p),
          ...rentSteps.map((r) => `${pct(cell(p, r)?.cashOnCashPct)} / ${pct(cell(p, r)?.capRatePct)}`),
        ]),
      }}
      legend={
        <Legend>
          <LegendItem color={divergingColor(-extent, extent).fill} label={`Cash-on-cash ${pct(-extent)} or lower`} />
          <LegendItem color={divergingColor(0, extent).fill} label="0%" />
          <LegendItem color={divergingColor(extent, extent).fill} label={`${pct(extent)} or higher`} />
          <span className="chart-legend-item">Outlined: the current deal. Table cells: cash-on-cash / cap rate.</span>
        </Legend>
      }
    >
      <text x={LEFT + (rentSteps.length * CELL_W) / 2} y={14} textAnchor="middle" fontSize="12" fill="var(--gray-12)">
        Rent change
      </text>
      <text x={12} y={TOP - 8} fontSize="12" fill="var(--gray-12)">
        Price
      </text>
      {rentSteps.map((r, c) => (
        <text
          key={`r${r}`}
          x={LEFT + c * CELL_W + CELL_W / 2}
          y={TOP - 8}
          textAnchor="middle"
          fontSize="11"
          fill="var(--gray-11)"
        >
          {step(r)}
        </text>
      ))}
      {priceSteps.map((p, row) => (
        <g key={`p${p}`}>
          <text
            x={LEFT - 8}
            y={TOP + row * CELL_H + CELL_H / 2 + 4}
            textAnchor="end"
            fontSize="11"
            fill="var(--gray-11)"
          >
            {step(p)}
          </text>
          {rentSteps.map((r, col) => {
            const value = cell(p, r)?.cashOnCashPct;
            const color =
              value == null ? { fill: 'var(--gray-4)', text: 'var(--gray-12)' } : divergingColor(value, extent);
            return (
              <g key={r} className="heat-cell" data-price={p} data-rent={r} data-value={value ?? ''}>
                <rect
                  x={LEFT + col * CELL_W}
                  y={TOP + row * CELL_H}
                  width={CELL_W - 2}
                  height={CELL_H - 2}
                  fill={color.fill}
                />
                <text
                  x={LEFT + col * CELL_W + CELL_W / 2 - 1}
                  y={TOP + row * CELL_H + CELL_H / 2 + 4}
                  textAnchor="middle"
                  fontSize="12"
                  fill={color.text}
                >
                  {pct(value)}
                </text>
              </g>
            );
          })}
        </g>
      ))}
      {current.row >= 0 && current.col >= 0 ? (
        <rect
          data-testid="current-deal-outline"
          data-price={0}
          data-rent={0}
          x={LEFT + current.col * CELL_W - 1.5}
          y={TOP + current.row * CELL_H - 1.5}
          width={CELL_W + 1}
          height={CELL_H + 1}
          fill="none"
          stroke="var(--gray-12)"
          strokeWidth="3"
        />
      ) : null}
    </ChartFigure>
  );
}
