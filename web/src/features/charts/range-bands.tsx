import { formatCurrency } from '@/lib/format';
import { ChartFigure, Legend, LegendItem } from './chart-figure';
import { compactMoney, linearScale } from './scale';

export interface RangeBand {
  /** What the band is, e.g. 'Value'. */
  label: string;
  low: number;
  point: number;
  high: number;
  /** The user's own figure to mark on the band (the price or rent the deal uses), when there is one. */
  mark: { label: string; value: number } | null;
  /** Appended to each amount, e.g. '/mo'. */
  suffix?: string;
}

const W = 640;
const LEFT = 16;
const RIGHT = 16;
const ROW_H = 92;

const money = (v: number, suffix = '') => `${formatCurrency(v)}${suffix}`;

function describe(band: RangeBand): string {
  const s = band.suffix ?? '';
  const base = `${band.label} estimate ${money(band.point, s)}, 80% range ${money(band.low, s)} to ${money(band.high, s)}`;
  if (!band.mark) return `${base}.`;
  const { value, label } = band.mark;
  const where = value < band.low ? 'below the range' : value > band.high ? 'above the range' : 'within the range';
  const diff = band.point ? ((value - band.point) / band.point) * 100 : 0;
  const vs =
    Math.abs(diff) < 0.05
      ? 'equal to the estimate'
      : `${Math.abs(diff).toFixed(1)}% ${diff < 0 ? 'below' : 'above'} the estimate`;
  return `${base}; ${label.toLowerCase()} ${money(value, s)} is ${where}, ${vs}.`;
}

/**
 * Value and rent ranges as bands: each 80% range drawn on its own scale, the estimate as a tick inside it,
 * and the price or rent the deal uses marked with a triangle and its amount.
 */
export function RangeBands({ bands }: { bands: readonly RangeBand[] }) {
  const height = bands.length * ROW_H + 8;
  return (
    <ChartFigure
      name={`${bands.map((b) => b.label).join(' and ')} ranges with the deal's figures marked`}
      summary={bands.map(describe).join(' ')}
      width={W}
      height={height}
      testId="range-bands"
      table={{
        headings: ['Measure', 'Low', 'Estimate', 'High', 'Used in the deal'],
        rows: bands.map((b) => [
          b.label,
          money(b.low, b.suffix),
          money(b.point, b.suffix),
          money(b.high, b.suffix),
          b.mark ? money(b.mark.value, b.suffix) : '-',
        ]),
      }}
      legend={
        <Legend>
          <LegendItem color="var(--accent-a6)" label="80% range" />
          <LegendItem color="var(--accent-11)" label="Estimate" line />
          <LegendItem color="var(--amber-11)" label="Figure the deal uses" />
        </Legend>
      }
    >
      {bands.map((b, i) => {
        const lo = Math.min(b.low, b.mark?.value ?? b.low);
        const hi = Math.max(b.high, b.mark?.value ?? b.high);
        const pad = (hi - lo || hi || 1) * 0.12;
        const x = linearScale([lo - pad, hi + pad], [LEFT, W - RIGHT]);
        const top = i * ROW_H + 22;
        const s = b.suffix ?? '';
        return (
          <g key={b.label} className="range-band" data-label={b.label}>
            <text x={LEFT} y={top - 8} fontSize="12" fontWeight="600" fill="var(--gray-12)">
              {b.label}
            </text>
            <rect
              x={x(b.low)}
              y={top + 8}
              width={Math.max(2, x(b.high) - x(b.low))}
              height={20}
              rx="4"
              fill="var(--accent-a6)"
            />
            <line
              x1={x(b.point)}
              x2={x(b.point)}
              y1={top + 4}
              y2={top + 32}
              stroke="var(--accent-11)"
              strokeWidth="3"
            />
            <text x={x(b.low)} y={top + 46} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
              {compactMoney(b.low)}
            </text>
            <text x={x(b.high)} y={top + 46} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
              {compactMoney(b.high)}
            </text>
            {b.mark ? (
              <g className="range-mark" data-value={b.mark.value}>
                <path d={`M ${x(b.mark.value)} ${top + 8} l -7 -10 h 14 z`} fill="var(--amber-11)" />
                <line
                  x1={x(b.mark.value)}
                  x2={x(b.mark.value)}
                  y1={top + 8}
                  y2={top + 28}
                  stroke="var(--amber-11)"
                  strokeWidth="2"
                />
                <text
                  x={x(b.mark.value)}
                  y={top + 60}
                  textAnchor="middle"
                  fontSize="11"
                  fontWeight="600"
                  fill="var(--amber-11)"
                >
                  {b.mark.label} {money(b.mark.value, s)}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </ChartFigure>
  );
}
