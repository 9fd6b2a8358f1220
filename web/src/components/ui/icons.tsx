/** A few inline SVG icons (no icon font or emoji, which not every system renders). */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** An outline icon drawn from its path data, one path each. */
function outlineIcon(paths: readonly string[]) {
  return function OutlineIcon() {
    return (
      <svg {...base}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = outlineIcon(['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10']);
export const ReceiptIcon = outlineIcon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6M9 12h6M9 16h3']);
export const ChartIcon = outlineIcon(['M4 20V4M4 20h16', 'M7 15l4-4 3 3 5-6']);

export function LockIcon({ size = 40 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </svg>
  );
}
