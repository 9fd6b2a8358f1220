/**
 * Edit distance between two strings where a swap of two neighbouring letters counts as one typo, as people
 * mistype ("Pheonix"). Gives up (returning max + 1) as soon as the distance must exceed `max`, so that comparing
 * a typed name with tens of thousands of place names stays in the low milliseconds.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      const swapped =
        i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1);
      if (swapped) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typos a name of this length may carry and still be recognised: none for very short names. */
export function allowedTypos(name: string): number {
  const letters = name.replace(/ /g, '').length;
  if (letters < 4) return 0;
  if (letters < 8) return 1;
  return 2;
}

/** The names within the allowed distance of `typed`, closest first. */
export function closestNames(typed: string, names: Iterable<string>): { name: string; distance: number }[] {
  const max = allowedTypos(typed);
  if (max === 0) return [];
  const out: { name: string; distance: number }[] = [];
  for (const name of names) {
    const distance = boundedEditDistance(typed, name, max);
    if (distance <= max) out.push({ name, distance });
  }
  return out.sort((x, y) => x.distance - y.distance);
}
