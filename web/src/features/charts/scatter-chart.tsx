import { ChartFigure } from './chart-figure';
import { niceTicks, tickScale } from './scale';
import { ValueGrid } from './value-grid';

export interface ScatterPoint {
  id: string;
  label: string;
  x: number;
  y: number;
}

/** The drawing's size and the plot area inside it (room for the y labels at the left, the x labels below). */
const BOX = { width: 640, height: 340, left: 64, right: 16, top: 16, bottom: 296 };

interface ScatterChartProps {
  name: string;
  summary: string;
  points: readonly ScatterPoint[];
  xLabel: string;
  yLabel: string;
  formatX: (v: number) => string;
  formatY: (v: number) => string;
  /** Ticks are shorter than the table's figures (e.g. '$450k'). */
  tickX?: (v: number) => string;
  /** Points to draw larger and outlined (e.g. the ones picked to compare). */
  highlighted?: ReadonlySet<string>;
  testId?: string;
}

/** Points on two linear axes, with a zero line when the y values cross zero; the table lists every point. */
export function ScatterChart({
  name,
  summary,
  points,
  xLabel,
  yLabel,
  formatX,
  formatY,
  tickX = formatX,
  highlighted,
  testId,
}: ScatterChartProps) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xTicks = niceTicks(Math.min(...xs), Math.max(...xs));
  const yTicks = niceTicks(Math.min(0, ...ys), Math.max(0, ...ys));
  const x = tickScale(xTicks, [BOX.left, BOX.width - BOX.right]);
  const y = tickScale(yTicks, [BOX.bottom, BOX.top]);
  return (
    <ChartFigure
      name={name}
      summary={summary}
      width={BOX.width}
      height={BOX.height}
      testId={testId}
      table={{ headings: ['Property', xLabel, yLabel], rows: points.map((p) => [p.label, formatX(p.x), formatY(p.y)]) }}
    >
      <ValueGrid ticks={yTicks} y={y} left={BOX.left} right={BOX.width - BOX.right} format={formatY} zeroLine />
      {xTicks.map((t) => (
        <text key={`x${t}`} x={x(t)} y={BOX.bottom + 16} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
          {tickX(t)}
        </text>
      ))}
      <text
        x={(BOX.left + BOX.width - BOX.right) / 2}
        y={BOX.height - 8}
        textAnchor="middle"
        fontSize="12"
        fill="var(--gray-12)"
      >
        {xLabel}
      </text>
      <text
        x={14}
        y={(BOX.top + BOX.bottom) / 2}
        textAnchor="middle"
        fontSize="12"
        fill="var(--gray-12)"
        transform={`rotate(-90 14 ${(BOX.top + BOX.bottom) / 2})`}
      >
        {yLabel}
      </text>
      {points.map((p) => {
        const on = highlighted?.has(p.id) ?? false;
        return (
          <circle
            key={p.id}
            className="scatter-point"
            data-id={p.id}
            cx={x(p.x)}
            cy={y(p.y)}
            r={on ? 7 : 5}
            fill={p.y < 0 ? 'var(--red-9)' : 'var(--accent-9)'}
            fillOpacity={0.8}
            stroke={on ? 'var(--gray-12)' : 'none'}
            strokeWidth="2"
          />
        );
      })}
    </ChartFigure>
  );
}
