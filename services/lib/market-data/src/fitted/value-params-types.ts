import type { FactSet } from '../value-model.ts';

// The shape of the fitted value parameters (written by `npm run fit:estimates`, scripts/fit/value.ts).

export interface MeasuredFigures {
  n: number;
  mdape: number;
  medianBiasPct: number;
  within10Pct: number;
  within20Pct: number;
  coverage80Pct: number;
}

export interface FactSetModel {
  /** Coefficients of ln(value / ZIP level) on the features of value-model.ts. */
  coef: Record<string, number>;
  /**
   * Coefficients of ln(|ln error| + 0.02) on spreadFeatures: exp of the sum, times `spreadScale`, is the 80%
   * half-width (on a log scale).
   */
  spread: Record<string, number>;
  spreadScale: number;
  /** Tune-state figures of this fact set (what the fit saw). */
  tune: MeasuredFigures;
  /** Report-state figures of this fact set, by stated confidence and all together (never used to fit). */
  report: Record<'high' | 'medium' | 'low' | 'all', MeasuredFigures | null>;
}

export interface ValueParams {
  models: Record<FactSet, FactSetModel>;
  /** 80% half-widths (ln) at or below which confidence is high, or medium (tune-state terciles). */
  confidence: { high: number; medium: number };
  /** The smallest 80% half-width (ln) stated. */
  minHalfWidth: number;
  provenance: {
    script: string;
    data: string;
    /** sha256 over the listing files' own sha256s, in file-name order. */
    listingsSha256: string;
    files: number;
    dataset: string;
    split: string;
    tuneRegions: string[];
    reportRegions: string[];
    method: string;
    /** sha256 of the JSON of models, confidence and minHalfWidth: CI checks the file was not edited by hand. */
    paramsSha256: string;
  };
}
