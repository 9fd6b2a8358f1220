import { appError, invalidInput, notFound } from '@realty/service-kit';
import { isAnalysisInputError } from './domain/index.ts';

/** The engine's input errors are the user's input, answered as 400 with the message; anything else is rethrown. */
export function asInputError(err: unknown): never {
  if (isAnalysisInputError(err)) {
    throw appError('BAD_USER_INPUT', err.message, { fields: { overrides: err.message } });
  }
  throw err;
}

/** 400 on the deal's fields, each named under `overrides.`. */
export const invalidOverrides = (errors: Record<string, string>) =>
  invalidInput(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`overrides.${k}`, v])));

export const analysisNotFound = () => notFound('Property analysis not found');
export const bulkJobNotFound = () => notFound('Bulk job not found');
