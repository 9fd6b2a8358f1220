/** The rule families, run in this order; each is independent and sees the same input. */
import type { Rule } from '../types.ts';
import { findArithmeticErrors } from './arithmetic.ts';
import { findBillingErrors } from './billing-errors.ts';
import { findCostColumnMarkup } from './cost-column-markup.ts';
import { findDuplicates } from './duplicates.ts';
import { findExcessiveFees } from './excessive-fees.ts';

export const RULES: readonly Rule[] = [
  findDuplicates,
  findArithmeticErrors,
  findExcessiveFees,
  findCostColumnMarkup,
  findBillingErrors,
];

export { findArithmeticErrors, findBillingErrors, findDuplicates, findExcessiveFees };
