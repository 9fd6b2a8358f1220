import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One reported figure: what it is, its target, what was measured, and the baseline it is compared with. */
export interface BenchRow {
  figure: string;
  /** The target as text ('>= 1000/s', '<= 0.2 ms'), or '' for a figure reported without one. */
  target: string;
  measured: number;
  unit: string;
  /** The baseline measured in the same run, e.g. 'bare node:http 9,120/s'. */
  baseline?: string;
  /** measured / baseline: a share of the baseline's rate, or how many times the baseline's time. */
  ratio?: number;
  met?: boolean;
}

/** Rows with a target get met = the check; rows without one are reported only. */
export function row(
  figure: string,
  measured: number,
  unit: string,
  check?: { target: string; met: (value: number) => boolean },
  baseline?: { label: string; value: number },
): BenchRow {
  return {
    figure,
    target: check?.target ?? '',
    measured,
    unit,
    ...(baseline
      ? {
          baseline: `${baseline.label} ${baseline.value.toLocaleString('en-US')} ${unit}`,
          ratio: baseline.value > 0 ? Math.round((measured / baseline.value) * 1000) / 1000 : 0,
        }
      : {}),
    ...(check ? { met: check.met(measured) } : {}),
  };
}

export const atLeast = (limit: number, text = `>= ${limit}`) => ({ target: text, met: (v: number) => v >= limit });
export const atMost = (limit: number, text = `<= ${limit}`) => ({ target: text, met: (v: number) => v <= limit });

/** Child bench scripts print their rows on one line with this prefix; the parent collects them. */
export const ROWS_PREFIX = 'BENCH_ROWS ';

export function emitRows(rows: BenchRow[]): void {
  process.stdout.write(`${ROWS_PREFIX}${JSON.stringify(rows)}\n`);
}

export function rowsFromOutput(output: string): BenchRow[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(ROWS_PREFIX))
    .flatMap((line) => JSON.parse(line.slice(ROWS_PREFIX.length)) as BenchRow[]);
}

/** Prints the one table and writes the same rows, with the machine and its load, as JSON for CI's history. */
export function report(rows: BenchRow[], file: string, startedAt: Date, loadAtStart: number[]): void {
  process.stdout.write('\n## RealtyLens bench: every figure, its target and its baseline from this run\n');
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      target: r.target ? `${r.target} ${r.unit}` : '',
      measured: `${r.measured.toLocaleString('en-US')} ${r.unit}`,
      baseline: r.baseline ?? '',
      ratio: r.ratio ?? '',
      met: r.met === undefined ? '' : r.met ? 'yes' : 'NO',
    })),
  );
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg(),
  };
  process.stdout.write(
    `machine: ${machine.cpus} cores, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at start, ${machine.loadAverageAtEnd.map((l) => l.toFixed(2)).join(' ')} at end\n`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
  process.stdout.write(`written to ${path.relative(process.cwd(), file)}\n`);
}
