import { invalidInput } from '@realty/service-kit';
import { solveTarget as solve, TARGET_METRICS, type TargetMetric, type UnderwritingInput } from '../domain/index.ts';
import { analysisNotFound } from '../errors.ts';
import { readAnalysisDoc, type ReadDeps } from './served-analysis.ts';

/** The value of one assumption that makes a metric of the user's analysis reach a target. */
export async function solvePropertyTarget(
  deps: ReadDeps,
  userId: string,
  id: string,
  target: { metric: string; value: number },
) {
  const doc = await readAnalysisDoc(deps, userId, id);
  if (!doc) throw analysisNotFound();
  const metric = target.metric as TargetMetric;
  if (!TARGET_METRICS.includes(metric))
    throw invalidInput({ 'target.metric': `Target metric must be one of ${TARGET_METRICS.join(', ')}` });
  if (!Number.isFinite(target.value) || Math.abs(target.value) > 1000)
    throw invalidInput({ 'target.value': 'Target value must be a number between -1000 and 1000' });
  const input = Object.fromEntries(
    doc.result.assumptions.map((a: { key: string; value: number }) => [a.key, a.value]),
  ) as unknown as UnderwritingInput;
  return solve(input, metric, target.value);
}
