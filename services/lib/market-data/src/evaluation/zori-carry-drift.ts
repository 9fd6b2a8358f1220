import type { MarketDataset } from '../dataset.ts';
import type { MonthlySeries } from '../dataset-types.ts';
import { addMonths, type Month } from '../months.ts';
import { valueAt } from '../series.ts';
import { zipZoriScope, zoriCandidates } from '../zori-series.ts';
import { isTuneGroup } from './analyzer-eval.ts';
import { quantile80Sigma } from './robust-stats.ts';

// The ZIP ZORI files end 2023-10 and the product carries a ZIP's level to the present by a wider ZORI, which
// misses how the ZIP moves against that wider area. The level-source comparison cannot see this (it compares the
// sources at the same month, and the SAFMR is carried from the same month), so it is measured from the ZIP
// history itself: a ZIP's log change minus its carrier's over as many months as the product carries it, in
// windows that end before the ZIP files do.

/** The months the product carries a ZIP ZORI (2023-10 to 2025-11) and the windows the drift is measured on. */
export const CARRY_MONTHS = 25;
export const DRIFT_WINDOW_ENDS: Month[] = ['2021-10', '2022-04', '2022-10', '2023-04', '2023-10'];

/** log(ZIP change / carrier change) over `months` ending at `end`; null when either lacks a month. */
export function carryDrift(zip: MonthlySeries, carrier: MonthlySeries, end: Month, months: number): number | null {
  const start = addMonths(end, -months);
  const z0 = valueAt(zip, start);
  const z1 = valueAt(zip, end);
  const c0 = valueAt(carrier, start);
  const c1 = valueAt(carrier, end);
  if (!z0 || !z1 || !c0 || !c1) return null;
  return Math.log(z1 / z0) - Math.log(c1 / c0);
}

export interface CarryDriftSigma {
  /** σ80 of the drift against the metro ZORI, and against the nearest wider ZORI that has the window. */
  metro: { sigma: number; n: number };
  nearest: { sigma: number; n: number };
}

/** Drift σ80 per half of the metros (FNV split of the metro name), pooled over the windows. */
export function carryDriftSigmas(ds: MarketDataset): { tune: CarryDriftSigma; report: CarryDriftSigma } {
  const gaps = { tune: { metro: [] as number[], nearest: [] as number[] }, report: { metro: [], nearest: [] } };
  for (const zip of ds.zoriZip.keys()) {
    const metro = ds.metroOfZip(zip);
    if (!metro) continue;
    const [own, ...wider] = zoriCandidates(ds, zipZoriScope(ds, zip));
    if (own?.level !== 'zip') continue;
    const half = isTuneGroup(metro) ? gaps.tune : gaps.report;
    const metroSeries = wider.find((c) => c.level === 'metro')?.series;
    for (const end of DRIFT_WINDOW_ENDS) {
      const m = metroSeries ? carryDrift(own.series, metroSeries, end, CARRY_MONTHS) : null;
      if (m === null) continue;
      half.metro.push(m);
      for (const c of wider) {
        const d = carryDrift(own.series, c.series, end, CARRY_MONTHS);
        if (d !== null) {
          half.nearest.push(d);
          break;
        }
      }
    }
  }
  const sig = (g: number[]) => ({ sigma: quantile80Sigma(g), n: g.length });
  const out = (h: { metro: number[]; nearest: number[] }) => ({ metro: sig(h.metro), nearest: sig(h.nearest) });
  return { tune: out(gaps.tune), report: out(gaps.report) };
}
