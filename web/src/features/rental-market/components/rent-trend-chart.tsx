import { formatCurrency } from '@/lib/format';
import { formatMonth } from '@/lib/format-date';

interface Point {
  period: string;
  averageRent: number;
}

const W = 600;
const H = 200;
const PAD = { top: 16, right: 16, bottom: 28, left: 56 };

/** A small inline-SVG line chart of average rent by period (no chart library). */
export function RentTrendChart({ trends, geography }: { trends: readonly Point[]; geography?: string | null }) {
  if (trends.length < 2) return null;
  const values = trends.map((t) => t.averageRent);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD.left + (i / (trends.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (H - PAD.top - PAD.bottom);
  const line = trends
    .map((t, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(t.averageRent).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(trends.length - 1).toFixed(1)},${H - PAD.bottom} L${x(0).toFixed(1)},${H - PAD.bottom} Z`;
  const first = trends[0]!;
  const last = trends[trends.length - 1]!;
  const up = last.averageRent >= first.averageRent;
  const color = up ? 'var(--green-9)' : 'var(--red-9)';
  const labelEvery = Math.max(1, Math.ceil(trends.length / 6));

  return (
    <figure className="chart" style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Average rent from ${formatCurrency(first.averageRent)} in ${formatMonth(first.period)} to ${formatCurrency(last.averageRent)} in ${formatMonth(last.period)}${geography ? `, ${geography}` : ''}`}
      >
        {[min, (min + max) / 2, max].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--gray-a5)" strokeDasharray="3 3" />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="11" fill="var(--gray-11)">
              {formatCurrency(v)}
            </text>
          </g>
        ))}
        <path d={area} fill={color} opacity="0.12" />
        <path d={line} fill="none" stroke={color} strokeWidth="2.5" strokeLinejoin="round" />
        {trends.map((t, i) => (
          <g key={t.period}>
            <circle cx={x(i)} cy={y(t.averageRent)} r="3" fill={color}>
              <title>{`${formatMonth(t.period)}: ${formatCurrency(t.averageRent)}`}</title>
            </circle>
            {i % labelEvery === 0 || i === trends.length - 1 ? (
              // The end labels are anchored inward so that they are never cut off at the chart's edges.
              <text
                x={x(i)}
                y={H - 8}
                textAnchor={i === 0 ? 'start' : i === trends.length - 1 ? 'end' : 'middle'}
                fontSize="11"
                fill="var(--gray-11)"
              >
                {formatMonth(t.period)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
