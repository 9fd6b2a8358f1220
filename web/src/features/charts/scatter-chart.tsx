import { ChartFigure } from './chart-figure';
import { linearScale, niceTicks } from './scale';

export interface ScatterPoint {
  id: string;
  label: string;
  x: number;
  y: number;
}

const W = 640;
const H = 340;
const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 296;

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
  const x = linearScale([xTicks[0]!, xTicks[xTicks.length - 1]!], [LEFT, W - RIGHT]);
  const y = linearScale([yTicks[0]!, yTicks[yTicks.length - 1]!], [BOTTOM, TOP]);
  return (
    <ChartFigure
      name={name}
      summary={summary}
      width={W}
      height={H}
      testId={testId}
      table={{ headings: ['Property', xLabel, yLabel], rows: points.map((p) => [p.label, formatX(p.x), formatY(p.y)]) }}
    >
      {yTicks.map((t) => (
        <g key={`y${t}`}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} stroke={t === 0 ? 'var(--gray-10)' : 'var(--gray-a5)'} />
          <text x={LEFT - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="var(--gray-11)">
            {formatY(t)}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <text key={`x${t}`} x={x(t)} y={BOTTOM + 16} textAnchor="middle" fontSize="11" fill="var(--gray-11)">
          {tickX(t)}
        </text>
      ))}
      <text x={(LEFT + W - RIGHT) / 2} y={H - 8} textAnchor="middle" fontSize="12" fill="var(--gray-12)">
        {xLabel}
      </text>
      <text
        x={14}
        y={(TOP + BOTTOM) / 2}
        textAnchor="middle"
        fontSize="12"
        fill="var(--gray-12)"
        transform={`rotate(-90 14 ${(TOP + BOTTOM) / 2})`}
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
