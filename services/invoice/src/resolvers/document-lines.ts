/**
 * The audited text as numbered lines, split exactly as the audit splits it (audit-invoice.ts: a leading byte
 * order mark dropped, any line ending), so line N here is the line a finding's lineRefs and evidence call N.
 */
export function documentLines(text: string): Array<{ line: number; text: string }> {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: index + 1, text: line }));
}
