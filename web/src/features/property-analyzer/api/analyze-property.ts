import { useMutation } from '@apollo/client/react';
import { propertyAnalysisSchema, type PropertyAnalysisInput } from '@realty/proto-schemas';
// The operations are written in ./analyze-property.graphql; codegen types them into '@/__generated__/graphql'.
import { AnalyzePropertyDocument, type PropertyAnalysisDetailsFragment } from '@/__generated__/graphql';

export { propertyAnalysisSchema, type PropertyAnalysisInput };
export type PropertyAnalysisResult = PropertyAnalysisDetailsFragment;
/** The fields only a real analysis has (property-level estimates, scenarios); the visitors' demo has none. */
type DealKeys =
  | 'property'
  | 'valueEstimate'
  | 'rentEstimate'
  | 'riskFlags'
  | 'warnings'
  | 'comparisons'
  | 'roiPotentialLabel'
  | 'cashOnCash'
  | 'sensitivity'
  | 'version'
  | 'rerunUntil';
export type DemoAnalysisResult = Omit<PropertyAnalysisResult, DealKeys>;
/** A result with its property-level estimates and sensitivity present. */
export type FullAnalysis = PropertyAnalysisResult & {
  valueEstimate: NonNullable<PropertyAnalysisResult['valueEstimate']>;
  rentEstimate: NonNullable<PropertyAnalysisResult['rentEstimate']>;
  sensitivity: NonNullable<PropertyAnalysisResult['sensitivity']>;
};

export function useAnalyzeProperty() {
  return useMutation(AnalyzePropertyDocument);
}
