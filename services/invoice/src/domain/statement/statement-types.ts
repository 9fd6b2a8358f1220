/**
 * What an owner statement is read into (read-statement.ts) and what its checks read: entries, aggregates and
 * per-unit facts.
 */
import type { EntryKind } from './statement-categories.ts';

export interface StatementEntry {
  line: number;
  text: string;
  label: string;
  kind: EntryKind;
  /**
   * Dollars; the kind says which way they move. Negative only for a reversal (a void, refund or credit
   * printed against a line of the same kind), which takes back an earlier charge or receipt.
   */
  amount: number;
  unit: string | null;
  date: string | null;
  reference: string | null;
  /** The 'Property:' block the line sits in on a statement covering several properties. */
  property?: string;
  /** Read from a rent roll's row rather than from a line of its own. */
  fromRentRoll?: true;
  /** Printed in a summary section, which usually restates the detail. */
  inSummary?: true;
}

export interface UnitFacts {
  unit: string;
  line: number;
  scheduled: number | null;
  collected: number | null;
  fee: number | null;
  vacant: boolean;
}

export interface OwnerStatement {
  entries: StatementEntry[];
  /** Totals and summary lines: checked against the entries, never added to them. */
  aggregates: StatementEntry[];
  units: Map<string, UnitFacts>;
  /** Lease events by unit ('*' when the line names no unit): which lines say new lease or renewal. */
  events: Map<string, { newLease: number[]; renewal: number[] }>;
  scheduledRent: { amount: number; line: number } | null;
  /** Property blocks whose heading (or a note in the block) says the property is vacant, with that line. */
  vacantProperties: Map<string, number>;
  /** A monthly rent printed in a note or the lease's line ('lease 08/15/2025 - 08/14/2026, $1,780.00/mo'). */
  statedMonthlyRent: number | null;
}
