import { randomUUID } from 'node:crypto';
import { fieldErrors, propertyAnalysisSchema } from '@realty/proto-schemas';
import { inSpan, inSpanSync, invalidInput, withMeteredUse } from '@realty/service-kit';
import { asInputError, invalidOverrides } from '../errors.ts';
import { insertAnalysis } from '../store/property-analyses.ts';
import type { AnalysisDeps } from './analysis-deps.ts';
import { computeAnalysis, storedAnalysis, type ComputedAnalysis } from './compute-analysis.ts';
import { parseDealInput } from './deal-input.ts';
import { prepareProperty } from './prepare-property.ts';

export interface AnalyzeInput {
  address: string;
  zipCode: string;
  overrides?: unknown;
}

/**
 * One metered analysis of a property, stored with its analysis.completed event. Every check runs before the use
 * is authorized, so invalid input or a refused place costs nothing. Its stages (prepare, billing's authorization,
 * compute, store) are spans the bench reads.
 */
export function analyzeProperty(
  deps: Pick<AnalysisDeps, 'dataset' | 'analyses' | 'relay' | 'nc' | 'narrator'>,
  userId: string,
  input: AnalyzeInput,
): Promise<ComputedAnalysis> {
  const { dataset, analyses, relay, nc, narrator } = deps;
  return inSpan('analyze property', async () => {
    const { prepared, deal } = inSpanSync('analyze prepare', () => {
      const parsed = propertyAnalysisSchema.safeParse({ address: input.address, zipCode: input.zipCode });
      if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
      const deal = parseDealInput(input.overrides ?? {});
      if ('errors' in deal) throw invalidOverrides(deal.errors);
      const prepared = prepareProperty(dataset, parsed.data.address, parsed.data.zipCode, deal.deal.profile);
      if ('error' in prepared) throw invalidInput({ [prepared.field]: prepared.error });
      return { prepared, deal: deal.deal };
    });
    const id = randomUUID();
    return withMeteredUse(nc, { userId, tool: 'property_analysis', unitId: id }, async () => {
      const doc = await inSpan('analyze compute', () =>
        computeAnalysis(prepared, deal, { userId, id, bulk: false, narrator }),
      ).catch(asInputError);
      await inSpan('analyze store', () => insertAnalysis(analyses, storedAnalysis(doc)));
      void relay.kick([doc._id]);
      return doc;
    });
  });
}
