/**
 * A portfolio statement prints one block per property and may say in the block's heading that the property is vacant
 * ('2317 Elm Ave   Status: Vacant'). A management fee in a vacant block that collected no rent is a fee on a vacant
 * unit, above the vacancy fee the agreement allows (nothing, by default).
 */
import { formatUsd, sum } from '../money.ts';
import { finding } from '../rules/describe.ts';
import { termSource, type Term } from '../terms/agreement-terms.ts';
import type { Finding } from '../types.ts';
import type { OwnerStatement, StatementEntry } from './statement-types.ts';
import { isInflow } from './statement-categories.ts';

export function vacantPropertyFees(
  statement: OwnerStatement,
  fees: readonly StatementEntry[],
  vacancyFee: Term<number>,
): { findings: Finding[]; lines: number[] } {
  const findings: Finding[] = [];
  const lines: number[] = [];
  for (const [property, vacantLine] of statement.vacantProperties) {
    const inBlock = (e: StatementEntry) => e.property === property;
    const collected = sum(
      statement.entries.filter((e) => inBlock(e) && isInflow(e.kind) && e.kind !== 'contribution').map((e) => e.amount),
    );
    const charged = fees.filter((f) => inBlock(f) && !lines.includes(f.line));
    const amount = sum(charged.map((f) => f.amount));
    if (collected > 0 || charged.length === 0 || amount <= vacancyFee.value + 0.02) continue;
    lines.push(...charged.map((f) => f.line));
    findings.push(
      finding({
        type: 'error',
        code: 'FEES.FEE_ON_VACANT_UNIT',
        title: 'Management fee charged on a vacant unit',
        description: `${property} was vacant and collected no rent (line ${vacantLine}), yet a fee of ${formatUsd(amount)} is charged on line ${charged.map((f) => f.line).join(', ')}. Under ${termSource(vacancyFee)} the fee for a vacant unit is ${formatUsd(vacancyFee.value)}.`,
        lineRefs: [...charged.map((f) => f.line), vacantLine],
        impact: amount - vacancyFee.value,
      }),
    );
  }
  return { findings, lines };
}
