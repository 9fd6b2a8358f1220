import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';

// The analyzer's operations beyond the first run: the product defaults shown in the form, free re-runs with
// changed assumptions, and the target solver.

export const PropertyAssumptionDefaultsDocument = graphql(`
  query PropertyAssumptionDefaults {
    propertyAssumptionDefaults {
      key
      label
      value
      unit
      source
      rationale
    }
  }
`);

export const RerunPropertyAnalysisDocument = graphql(`
  mutation RerunPropertyAnalysis($id: ID!, $overrides: AssumptionOverrides!) {
    rerunPropertyAnalysis(id: $id, overrides: $overrides) {
      ...PropertyAnalysisDetails
    }
  }
`);

export const SolvePropertyTargetDocument = graphql(`
  query SolvePropertyTarget($id: ID!, $target: TargetInput!) {
    solvePropertyTarget(id: $id, target: $target) {
      metric
      target
      maxPurchasePrice
      minMonthlyRent
      explanation
    }
  }
`);

export const useAssumptionDefaults = (skip: boolean) => useQuery(PropertyAssumptionDefaultsDocument, { skip });
export const useRerunAnalysis = () => useMutation(RerunPropertyAnalysisDocument);
export const useSolveTarget = () => useLazyQuery(SolvePropertyTargetDocument, { fetchPolicy: 'network-only' });
