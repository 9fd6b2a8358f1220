/**
 * Horizontal grid lines at `ticks` across [left, right], each labelled left of the plot. With `zeroLine` the
 * line at zero is drawn darker, so a loss reads as below it.
 */
export function ValueGrid({
  ticks,
  y,
  left,
  right,
  format,
  zeroLine = false,
  zeroTestId,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
  zeroLine?: boolean;
  zeroTestId?: string;
}) {
  return (
    <>
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={left}
            x2={right}
            y1={y(t)}
            y2={y(t)}
            stroke={zeroLine && t === 0 ? 'var(--gray-10)' : 'var(--gray-a5)'}
            data-testid={t === 0 ? zeroTestId : undefined}
          />
          <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="var(--gray-11)">
            {format(t)}
          </text>
        </g>
      ))}
    </>
  );
}
