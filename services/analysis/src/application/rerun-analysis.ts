import { appError, invalidInput, notFound, type Narrator } from '@realty/service-kit';
import type { MarketDataset } from '@realty/market-data';
import { asInputError, analysisNotFound } from '../errors.ts';
import { storeFullResult, type PropertyAnalysisModel } from '../store/property-analyses.ts';
import { readAnalysisDoc, type ReadDeps } from './served-analysis.ts';
import { readResult, storeResult } from './analysis-record.ts';
import { computeAnalysis, RERUN_WINDOW_MS } from './compute-analysis.ts';
import { parseDealInput } from './deal-input.ts';
import { prepareProperty } from './prepare-property.ts';

/**
 * Re-runs a stored analysis with changed deal inputs. The metered unit is a new property, so this is free
 * within 24 hours of the first run: same id, version + 1, the earlier result kept in the history.
 * Changed property facts (beds, size, type) re-estimate value and rent; address and ZIP cannot change.
 */
export async function rerunAnalysis(
  deps: { dataset: MarketDataset; analyses: PropertyAnalysisModel; narrator: Narrator },
  userId: string,
  id: string,
  rawOverrides: unknown,
  now = new Date(),
) {
  const doc = await deps.analyses.findOne({ _id: id, userId }).lean();
  if (!doc) throw notFound('Property analysis not found');
  if (now.getTime() - new Date(doc.createdAt).getTime() > RERUN_WINDOW_MS) {
    throw appError(
      'BAD_USER_INPUT',
      'Assumptions can be changed for free for 24 hours after an analysis; run a new analysis for this property.',
      {
        fields: { id: 'The free re-run window of this analysis has passed' },
      },
    );
  }
  const cleaned = Object.fromEntries(
    Object.entries((rawOverrides ?? {}) as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined),
  );
  // The new inputs replace the old ones field by field; fields not sent keep their earlier value.
  const parsed = parseDealInput({ ...(doc.deal ?? {}), ...cleaned });
  if ('errors' in parsed)
    throw invalidInput(Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [`overrides.${k}`, v])));
  const prepared = prepareProperty(deps.dataset, doc.address, doc.zipCode, parsed.deal.profile);
  if ('error' in prepared) throw invalidInput({ [prepared.field]: prepared.error });
  const version = (doc.version ?? 1) + 1;
  const next = await computeAnalysis(prepared, parsed.deal, {
    userId,
    id,
    bulk: doc.bulk,
    narrator: deps.narrator,
    firstRunAt: new Date(doc.createdAt),
    version,
  });
  // A re-run is not a new analysis: no analysis.completed event, nothing counted.
  const updated = await deps.analyses
    .findOneAndUpdate(
      { _id: id, userId, ...(doc.version ? { version: doc.version } : { version: { $exists: false } }) },
      { $set: { result: storeResult(next.result), deal: next.deal, version }, $push: { history: doc.result } },
      { new: true },
    )
    .lean();
  if (!updated) throw appError('CONFLICT', 'This analysis was re-run at the same time; reload it and try again.');
  return readResult(updated.result);
}

/** The re-run mutation: a compact bulk row gets its full result stored first, so the re-run keeps it in the history. */
export async function rerunOwnAnalysis(deps: ReadDeps, userId: string, id: string, rawOverrides: unknown) {
  const doc = await readAnalysisDoc(deps, userId, id);
  if (!doc) throw analysisNotFound();
  await storeFullResult(deps.analyses, userId, id, storeResult(doc.result));
  return rerunAnalysis(deps, userId, id, rawOverrides).catch(asInputError);
}
