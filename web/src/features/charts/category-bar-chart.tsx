import { ChartFigure } from './chart-figure';
import { linearScale } from './scale';

export interface CategoryBar {
  label: string;
  value: number;
}

const W = 640;
const LABEL_W = 220;
const VALUE_W = 90;
const ROW_H = 28;

/**
 * Horizontal bars, one per category, longest first, each labelled with its category and its value
 * (`format`), on a scale starting at zero.
 */
export function CategoryBarChart({
  name,
  summary,
  bars,
  format,
  columns,
  testId,
}: {
  name: string;
  summary: string;
  bars: readonly CategoryBar[];
  format: (v: number) => string;
  columns: readonly [string, string];
  testId?: string;
}) {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  const x = linearScale([0, Math.max(1, ...sorted.map((b) => b.value))], [LABEL_W, W - VALUE_W]);
  return (
    <ChartFigure
      name={name}
      summary={summary}
      width={W}
      height={sorted.length * ROW_H + 8}
      testId={testId}
      table={{ headings: columns, rows: sorted.map((b) => [b.label, format(b.value)]) }}
    >
      {sorted.map((b, i) => (
        <g key={b.label} className="category-bar" data-label={b.label} data-value={b.value}>
          <text x={LABEL_W - 8} y={i * ROW_H + 22} textAnchor="end" fontSize="12" fill="var(--gray-12)">
            {b.label.length > 32 ? `${b.label.slice(0, 31)}…` : b.label}
          </text>
          <rect
            x={LABEL_W}
            y={i * ROW_H + 8}
            width={Math.max(1, x(b.value) - LABEL_W)}
            height={ROW_H - 10}
            rx="3"
            fill="var(--accent-9)"
          />
          <text x={x(b.value) + 6} y={i * ROW_H + 22} fontSize="12" fill="var(--gray-11)">
            {format(b.value)}
          </text>
        </g>
      ))}
    </ChartFigure>
  );
}
