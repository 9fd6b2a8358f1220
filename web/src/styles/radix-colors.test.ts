import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every Radix Themes colour scale. A scale the app uses but does not import renders without colour.
const SCALES = [
  'gray',
  'gold',
  'bronze',
  'brown',
  'yellow',
  'amber',
  'orange',
  'tomato',
  'red',
  'ruby',
  'crimson',
  'pink',
  'plum',
  'purple',
  'violet',
  'iris',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'jade',
  'green',
  'grass',
  'lime',
  'mint',
  'sky',
  'slate',
  'sage',
  'olive',
  'sand',
  'mauve',
];

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__generated__' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('Radix Themes colours', () => {
  it('imports the scale of every colour the sources name', () => {
    const css = readFileSync(path.join(SRC, 'styles', 'radix-themes.css'), 'utf8');
    const imported = new Set([...css.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((m) => m[1]));
    const pattern = new RegExp(`['"](${SCALES.join('|')})['"]`, 'g');
    const missing = new Map<string, string>();
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const scale = match[1] as string;
        if (!imported.has(scale)) missing.set(scale, path.relative(SRC, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
