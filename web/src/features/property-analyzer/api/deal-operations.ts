import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
// The operations are written in ./deal-operations.graphql; codegen types them into '@/__generated__/graphql'.
import {
  PropertyAssumptionDefaultsDocument,
  RerunPropertyAnalysisDocument,
  SolvePropertyTargetDocument,
} from '@/__generated__/graphql';

// The analyzer's operations beyond the first run: the product defaults shown in the form, free re-runs with
// changed assumptions, and the target solver.

export const useAssumptionDefaults = (skip: boolean) => useQuery(PropertyAssumptionDefaultsDocument, { skip });
export const useRerunAnalysis = () => useMutation(RerunPropertyAnalysisDocument);
export const useSolveTarget = () => useLazyQuery(SolvePropertyTargetDocument, { fetchPolicy: 'network-only' });
