import { ChartFigure, Legend, LegendItem } from './chart-figure';
import { linearScale } from './scale';

export interface RiskPart {
  name: string;
  points: number;
  maxPoints: number;
}

const W = 640;
const LEFT = 8;
const RIGHT = 8;
const PALETTE = [
  'var(--red-9)',
  'var(--orange-9)',
  'var(--amber-9)',
  'var(--purple-9)',
  'var(--cyan-9)',
  'var(--pink-9)',
  'var(--brown-9)',
  'var(--indigo-9)',
];

const points = (v: number) => String(Math.round(v * 10) / 10);

/**
 * The risk score as one stacked bar on its 0-100 scale: one segment per part, in the parts' order, so the
 * segments end exactly at the score. Parts that scored nothing are listed but take no width.
 */
export function RiskStackedBar({
  score,
  maxScore = 100,
  parts,
}: {
  score: number;
  maxScore?: number;
  parts: readonly RiskPart[];
}) {
  const x = linearScale([0, maxScore], [LEFT, W - RIGHT]);
  const starts = parts.map((_, i) => parts.slice(0, i).reduce((t, p) => t + p.points, 0));
  const total = parts.reduce((t, p) => t + p.points, 0);
  const scoring = parts.filter((p) => p.points > 0);
  return (
    <ChartFigure
      name={`Risk score ${score} of ${maxScore}, by part (stacked bar)`}
      summary={`Risk score ${score} of ${maxScore}: ${(scoring.length ? scoring : parts).map((p) => `${p.name} ${points(p.points)} of ${p.maxPoints}`).join(', ')}${scoring.length < parts.length ? '; the other parts scored 0' : ''}.`}
      width={W}
      height={64}
      testId="risk-stacked-bar"
      table={{
        headings: ['Part', 'Points', 'Out of'],
        rows: [...parts.map((p) => [p.name, points(p.points), p.maxPoints]), ['Total', points(total), maxScore]],
      }}
      legend={
        <Legend>
          {parts.map((p, i) => (
            <LegendItem key={p.name} color={PALETTE[i % PALETTE.length]!} label={`${p.name} ${points(p.points)}`} />
          ))}
        </Legend>
      }
    >
      <rect x={LEFT} y={8} width={x(maxScore) - LEFT} height={28} rx="4" fill="var(--gray-a3)" />
      {parts.map((p, i) =>
        p.points > 0 ? (
          <rect
            key={p.name}
            className="risk-segment"
            data-name={p.name}
            data-points={p.points}
            x={x(starts[i]!)}
            y={8}
            width={x(starts[i]! + p.points) - x(starts[i]!)}
            height={28}
            fill={PALETTE[i % PALETTE.length]}
            stroke="var(--color-background)"
            strokeWidth="1"
          />
        ) : null,
      )}
      <line
        x1={x(total)}
        x2={x(total)}
        y1={4}
        y2={40}
        stroke="var(--gray-12)"
        strokeWidth="2"
        data-testid="risk-score-end"
      />
      <text
        x={Math.max(LEFT + 24, Math.min(x(total), W - 90))}
        y={56}
        fontSize="12"
        fontWeight="600"
        fill="var(--gray-12)"
      >
        Score {score}
      </text>
      <text x={LEFT} y={56} fontSize="11" fill="var(--gray-11)">
        0
      </text>
      <text x={W - RIGHT} y={56} textAnchor="end" fontSize="11" fill="var(--gray-11)">
        {maxScore}
      </text>
    </ChartFigure>
  );
}
