import { formatCurrency } from '@/lib/format';
import { ChartFigure, Legend, LegendItem } from './chart-figure';
import { compactMoney, niceTicks, tickScale } from './scale';
import { ValueGrid } from './value-grid';

export interface ProjectionRow {
  year: number;
  propertyValue: number;
  loanBalance: number;
  equity: number;
  cashFlow: number;
}

/** The drawing's size and the plot areas inside it: value lines above, cash-flow bars below. */
const BOX = {
  width: 640,
  height: 372,
  left: 64,
  right: 16,
  linesTop: 16,
  linesBottom: 196,
  barsTop: 232,
  barsBottom: 340,
};

const SERIES = [
  { key: 'propertyValue', label: 'Property value', color: 'var(--blue-9)', dashed: false },
  { key: 'equity', label: 'Equity', color: 'var(--green-9)', dashed: false },
  { key: 'loanBalance', label: 'Loan balance', color: 'var(--orange-9)', dashed: true },
] as const;

function summaryOf(rows: readonly ProjectionRow[], saleYear: number | null): string {
  const first = rows[0]!;
  const sale = rows.find((r) => r.year === saleYear) ?? rows[rows.length - 1]!;
  const held = rows.filter((r) => r.year <= sale.year);
  const negative = held.filter((r) => r.cashFlow < 0).length;
  return (
    `Through year ${sale.year}, property value grows from ${formatCurrency(first.propertyValue)} to ${formatCurrency(sale.propertyValue)}, ` +
    `the loan balance falls from ${formatCurrency(first.loanBalance)} to ${formatCurrency(sale.loanBalance)} and equity rises from ${formatCurrency(first.equity)} to ${formatCurrency(sale.equity)}. ` +
    `Annual cash flow goes from ${formatCurrency(first.cashFlow)} in year 1 to ${formatCurrency(sale.cashFlow)} in year ${sale.year}` +
    (negative ? `; ${negative} of ${held.length} years are negative.` : ', positive every year.') +
    (saleYear ? ` The sale is assumed at the end of year ${saleYear}.` : '')
  );
}

/**
 * The projection by year: property value, equity and loan balance as lines over the years, annual cash flow
 * as bars on its own axis below (negative years below the zero line), and the sale year marked across both.
 */
export function ProjectionChart({ rows, saleYear }: { rows: readonly ProjectionRow[]; saleYear: number | null }) {
  if (rows.length === 0) return null;
  const band = (BOX.width - BOX.left - BOX.right) / rows.length;
  const xAt = (i: number) => BOX.left + band * (i + 0.5);

  const lineTicks = niceTicks(0, Math.max(...rows.flatMap((r) => [r.propertyValue, r.loanBalance, r.equity])));
  const yLine = tickScale(lineTicks, [BOX.linesBottom, BOX.linesTop]);
  const flows = rows.map((r) => r.cashFlow);
  const barTicks = niceTicks(Math.min(0, ...flows), Math.max(0, ...flows), 3);
  const yBar = tickScale(barTicks, [BOX.barsBottom, BOX.barsTop]);
  const zero = yBar(0);
  const saleIndex = rows.findIndex((r) => r.year === saleYear);

  return (
    <ChartFigure
      name="Projection by year: property value, equity, loan balance and annual cash flow"
      summary={summaryOf(rows, saleYear)}
      width={BOX.width}
      height={BOX.height}
      testId="projection-chart"
      table={{
        headings: ['Year', 'Property value', 'Loan balance', 'Equity', 'Cash flow'],
        rows: rows.map((r) => [
          r.year === saleYear ? `${r.year} (sale)` : r.year,
          formatCurrency(r.propertyValue),
          formatCurrency(r.loanBalance),
          formatCurrency(r.equity),
          formatCurrency(r.cashFlow),
        ]),
      }}
      legend={
        <Legend>
          {SERIES.map((s) => (
            <LegendItem key={s.key} color={s.color} label={s.label} line dashed={s.dashed} />
          ))}
          <LegendItem color="var(--teal-9)" label="Cash flow (positive)" />
          <LegendItem color="var(--red-9)" label="Cash flow (negative)" />
          {saleIndex >= 0 ? <LegendItem color="var(--gray-11)" label={`Sale (year ${saleYear})`} line dashed /> : null}
        </Legend>
      }
    >
      <ValueGrid ticks={lineTicks} y={yLine} left={BOX.left} right={BOX.width - BOX.right} format={compactMoney} />
      <ValueGrid
        ticks={barTicks}
        y={yBar}
        left={BOX.left}
        right={BOX.width - BOX.right}
        format={compactMoney}
        zeroLine
        zeroTestId="zero-axis"
      />
      <text x={BOX.left} y={BOX.barsTop - 10} fontSize="11" fill="var(--gray-11)">
        Annual cash flow
      </text>
      {rows.map((r, i) => {
        const top = Math.min(zero, yBar(r.cashFlow));
        return (
          <rect
            key={r.year}
            className="cash-flow-bar"
            data-year={r.year}
            data-value={r.cashFlow}
            x={xAt(i) - band * 0.3}
            width={band * 0.6}
            y={top}
            height={Math.max(1, Math.abs(yBar(r.cashFlow) - zero))}
            fill={r.cashFlow < 0 ? 'var(--red-9)' : 'var(--teal-9)'}
          />
        );
      })}
      {SERIES.map((s) => (
        <polyline
          key={s.key}
          fill="none"
          stroke={s.color}
          strokeWidth="2.5"
          strokeDasharray={s.dashed ? '6 4' : undefined}
          points={rows.map((r, i) => `${xAt(i)},${yLine(r[s.key])}`).join(' ')}
        />
      ))}
      {rows.map((r, i) => (
        <text key={`x${r.year}`} x={xAt(i)} y={BOX.height - 12} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
          {r.year}
        </text>
      ))}
      {saleIndex >= 0 ? (
        <g data-testid="sale-marker">
          <line
            x1={xAt(saleIndex) + band / 2}
            x2={xAt(saleIndex) + band / 2}
            y1={BOX.linesTop}
            y2={BOX.barsBottom}
            stroke="var(--gray-11)"
            strokeDasharray="4 3"
          />
          <text
            x={xAt(saleIndex) + band / 2 - 4}
            y={BOX.linesTop + 10}
            textAnchor="end"
            fontSize="11"
            fill="var(--gray-12)"
          >
            Sale, year {saleYear}
          </text>
        </g>
      ) : null}
    </ChartFigure>
  );
}
