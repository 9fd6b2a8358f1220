import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ReadyLine {
  msg: string;
  startup?: Record<string, number>;
  ms?: number;
}

function parse(line: string): ReadyLine | null {
  if (!line.includes('ready"') && !line.includes('market dataset loaded')) return null;
  try {
    return JSON.parse(line) as ReadyLine;
  } catch {
    return null;
  }
}

/**
 * Where the last (re)start of a Node process spent its time, read from its log (the "service ready"
 * and "gateway ready" lines, written at LOG_LEVEL=info): from spawn to the end of module loading,
 * connecting the store and NATS, the service's own setup (with the market dataset's load inside
 * it), and listening; and the CPU the whole start used, which a loaded machine stretches far less
 * than the wall times. Empty when the log holds no such line (NATS, the store).
 */
export function lastStartupBreakdown(logDir: string, name: string): string {
  const file = path.join(logDir, `${name}.log`);
  if (!existsSync(file)) return '';
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  let ready: ReadyLine | null = null;
  let datasetMs: number | null = null;
  for (let i = lines.length - 1; i >= 0; i--) {
    const entry = parse(lines[i]!);
    if (!entry) continue;
    if (ready === null && entry.startup) ready = entry;
    else if (ready !== null && entry.startup) break;
    else if (ready !== null && entry.msg === 'market dataset loaded') datasetMs = entry.ms ?? null;
  }
  if (!ready?.startup) return '';
  const parts = Object.entries(ready.startup).map(([phase, ms]) => `${phase.replace(/Ms$/, '')} ${ms}`);
  return `${parts.join(', ')}${datasetMs === null ? '' : ` (dataset ${datasetMs})`} ms`;
}
