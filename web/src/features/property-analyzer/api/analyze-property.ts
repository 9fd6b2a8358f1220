import { useMutation } from '@apollo/client/react';
import { propertyAnalysisSchema, type PropertyAnalysisInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';
import type { PropertyAnalysisDetailsFragment } from '@/__generated__/graphql';

export { propertyAnalysisSchema, type PropertyAnalysisInput };
export type PropertyAnalysisResult = PropertyAnalysisDetailsFragment;
/** The fields only a real analysis has (property-level estimates, scenarios); the visitors' demo has none. */
type DealKeys = 'property' | 'valueEstimate' | 'rentEstimate' | 'riskFlags' | 'warnings' | 'comparisons' | 'roiPotentialLabel' | 'cashOnCash' | 'sensitivity' | 'version' | 'rerunUntil';
export type DemoAnalysisResult = Omit<PropertyAnalysisResult, DealKeys>;
/** A result with its property-level estimates and sensitivity present. */
export type FullAnalysis = PropertyAnalysisResult & {
  valueEstimate: NonNullable<PropertyAnalysisResult['valueEstimate']>;
  rentEstimate: NonNullable<PropertyAnalysisResult['rentEstimate']>;
  sensitivity: NonNullable<PropertyAnalysisResult['sensitivity']>;
};

export const PropertyAnalysisDetailsFragmentDoc = graphql(`
  fragment PropertyAnalysisDetails on PropertyAnalysis {
    id
    createdAt
    address
    zipCode
    place {
      city
      state
      county
    }
    estimatedValue
    monthlyRent
    capRate
    roiPotential
    marketStatus
    daysOnMarket
    marketStatusNote
    isForSale
    isForRent
    isPending
    isOffMarket
    isComingSoon
    isForeclosure
    isBankOwned
    aiSummary
    aiSummarySource
    propertyImages
    zillowUrl
    valueRange {
      low
      point
      high
    }
    rentRange {
      low
      point
      high
    }
    metrics {
      key
      label
      value
      display
      formula
    }
    assumptions {
      key
      label
      value
      unit
      source
      sourceId
      rationale
    }
    risk {
      score
      level
      parts {
        name
        points
        maxPoints
        value
        explanation
      }
    }
    projections {
      year
      propertyValue
      loanBalance
      equity
      cashFlow
    }
    sources {
      ...DataSourceFields
    }
    confidence
    confidenceNotes
    property {
      propertyType
      bedrooms
      bathrooms
      livingAreaSqft
      yearBuilt
    }
    valueEstimate {
      ...PropertyEstimateDetails
    }
    rentEstimate {
      ...PropertyEstimateDetails
    }
    riskFlags {
      key
      label
      message
    }
    warnings
    comparisons
    roiPotentialLabel
    cashOnCash
    sensitivity {
      priceSteps
      rentSteps
      cells {
        priceChangePct
        rentChangePct
        cashOnCashPct
        capRatePct
      }
    }
    version
    rerunUntil
  }
`);

export const PropertyEstimateDetailsFragmentDoc = graphql(`
  fragment PropertyEstimateDetails on PropertyEstimate {
    point
    low
    high
    zipLevel
    asOf
    method
    inputsUsed
    confidence
    adjustments {
      name
      factor
      detail
    }
    sources {
      id
      label
      asOf
    }
  }
`);

export const AnalyzePropertyDocument = graphql(`
  mutation AnalyzeProperty($input: AnalyzePropertyInput!) {
    analyzeProperty(input: $input) {
      ...PropertyAnalysisDetails
    }
  }
`);

export function useAnalyzeProperty() {
  return useMutation(AnalyzePropertyDocument);
}
