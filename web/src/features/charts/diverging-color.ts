// A red-white-blue diverging scale (ColorBrewer RdBu ends): it reads for red-green colour blindness too.
const NEGATIVE = [178, 24, 43] as const;
const NEUTRAL = [247, 247, 247] as const;
const POSITIVE = [33, 102, 172] as const;

const mix = (a: readonly number[], b: readonly number[], t: number) => a.map((v, i) => Math.round(v + (b[i]! - v) * t));

/**
 * The fill for `value` on a scale symmetric around zero reaching full colour at +/- `extent`, and the text colour that
 * reads on it.
 */
export function divergingColor(value: number, extent: number): { fill: string; text: string } {
  const t = Math.max(-1, Math.min(1, extent > 0 ? value / extent : 0));
  const [r, g, b] = mix(NEUTRAL, t < 0 ? NEGATIVE : POSITIVE, Math.abs(t));
  return { fill: `rgb(${r}, ${g}, ${b})`, text: Math.abs(t) > 0.55 ? '#ffffff' : '#1c2024' };
}
