/**
 * How terms read from the document show in an audit: each term with its line ("terms read from the
 * document, line 5"), a note when an entered term differs from the printed one, and findings that
 * applied a printed term naming the document instead of "your agreement".
 */
import { finding } from './describe.ts';
import type { Finding } from '../types.ts';
import { formatTermValue, TERM_LABELS, type TermName, type TermsInEffect } from '../terms/document-terms.ts';

export interface DocumentTermReport {
  name: TermName;
  label: string;
  value: string;
  line: number;
  text: string;
  /** The entered value used instead, when it differs from the document's. */
  enteredValue: string | null;
}

export function documentTermReports(resolved: TermsInEffect): DocumentTermReport[] {
  return resolved.documentTerms.map((term) => {
    const conflict = resolved.conflicts.find((c) => c.name === term.name);
    return {
      name: term.name,
      label: TERM_LABELS[term.name],
      value: formatTermValue(term.name, term.value),
      line: term.line,
      text: term.text,
      enteredValue: conflict ? formatTermValue(term.name, conflict.entered) : null,
    };
  });
}

export function termConflictNotes(resolved: TermsInEffect): Finding[] {
  return resolved.conflicts.map((c) =>
    finding({
      type: 'info',
      code: 'TERMS.DOCUMENT_DIFFERS',
      title: `${TERM_LABELS[c.name]}: the document and your terms differ`,
      description: `The document states ${TERM_LABELS[c.name].toLowerCase()} ${formatTermValue(c.name, c.document.value)} (line ${c.document.line}); the terms you entered say ${formatTermValue(c.name, c.entered)}, and those were used.`,
      lineRefs: [c.document.line],
      impact: 0,
    }),
  );
}

/** Findings worded for an entered agreement name the document's terms when those are what applied. */
export function attributeDocumentTerms(findings: readonly Finding[], resolved: TermsInEffect): Finding[] {
  const filled = resolved.documentTerms.filter((t) => !resolved.conflicts.some((c) => c.name === t.name));
  if (filled.length === 0) return [...findings];
  const lines = [...new Set(filled.map((t) => t.line))].sort((a, b) => a - b);
  const where = `the terms read from the document (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')})`;
  const phrase = resolved.source === 'document' ? where : `your agreement or ${where}`;
  return findings.map((f) => ({ ...f, description: f.description.replace(/your (?:management )?agreement/g, phrase) }));
}
