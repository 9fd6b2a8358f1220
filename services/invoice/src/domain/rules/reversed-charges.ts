/**
 * A credit or void of a charge's exact amount ('Credit - service call billed in error  -95.00', 'Void: inv
 * 5521  (160.00)') takes that charge back, so the charge no longer counts as billed when looking for
 * duplicates: the nearest charge above the credit, or else the nearest below.
 */
export function chargesNotReversed<T extends { amount: number }>(
  items: readonly T[],
  lineOf: (item: T) => number,
): T[] {
  const charges = items.filter((item) => item.amount > 0);
  for (const credit of items.filter((item) => item.amount < 0)) {
    const matches = charges.filter((c) => Math.abs(c.amount + credit.amount) < 0.005);
    const above = matches.filter((c) => lineOf(c) < lineOf(credit)).at(-1);
    const taken = above ?? matches.find((c) => lineOf(c) > lineOf(credit));
    if (taken) charges.splice(charges.indexOf(taken), 1);
  }
  return charges;
}
