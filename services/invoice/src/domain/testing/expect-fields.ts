/**
 * Test helper for table-driven extraction tests: a row names the lines of a document and the fields it expects, by
 * their text value or, for money fields, by their amount, so that one table can mix cases about the seller, the
 * number, the dates and the totals while every row keeps its own expected values.
 */
import { describe, expect, it } from 'vitest';
import { extractFields, type FieldName } from '../document/extract-fields.ts';
import type { MoneyFieldName } from '../document/field-labels.ts';

export interface FieldsCase {
  /** The behaviour the row shows, used as the test name. */
  name: string;
  lines: readonly string[];
  /** Expected text values (`null`: the field is not found). */
  values?: Partial<Record<FieldName, string | null>>;
  /** Expected amounts of money fields. */
  amounts?: Partial<Record<MoneyFieldName, number | null>>;
}

export function expectFields({ lines, values = {}, amounts = {} }: FieldsCase): void {
  const expectations = Object.keys(values).length + Object.keys(amounts).length;
  // A row that expects nothing would pass whatever the extractor reads.
  expect(expectations, 'fields expected by the row').toBeGreaterThan(0);
  const fields = extractFields(lines);
  for (const [name, value] of Object.entries(values)) expect(fields[name as FieldName].value, name).toBe(value);
  for (const [name, amount] of Object.entries(amounts))
    expect(fields[name as MoneyFieldName].amount, `${name} amount`).toBe(amount);
}

/** One `describe` a topic, one test a row, named by the row. */
export function describeFieldsCases(casesByTopic: Readonly<Record<string, readonly FieldsCase[]>>): void {
  describe.each(Object.entries(casesByTopic))('%s', (_topic, cases) => {
    // '%s' prints the name whole; '$name' would quote it and cut it short.
    it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, row) => expectFields(row));
  });
}
