import { InvalidPropertyLocationError } from './property-location.ts';
import { InvalidUnderwritingInputError } from './underwrite-types.ts';

/** The engine's errors that describe the user's input (answered as 400 with their message, never as 500). */
export type AnalysisInputError = InvalidPropertyLocationError | InvalidUnderwritingInputError;

export function isAnalysisInputError(err: unknown): err is AnalysisInputError {
  return err instanceof InvalidPropertyLocationError || err instanceof InvalidUnderwritingInputError;
}
