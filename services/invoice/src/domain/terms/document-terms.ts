/**
 * Agreement terms printed on the document itself: a statement's header ('Management agreement: 10%
 * of rents collected'), a bill's terms line ('PM markup allowed 20%'), a ledger's lease terms ('Late
 * fee $50 after a 5-day grace period'). They are applied exactly as terms entered in the form; when
 * both exist and differ, the entered ones win and the difference is reported.
 *
 * A charge row ('Management fee 10% of rent   -180.00') prints the rate it charged, not the rate
 * agreed, so only lines without a trailing amount, or lines that say they state terms, are read.
 */
import type { AgreementTerms, FeeBasis } from './agreement-terms.ts';

export type TermName = keyof AgreementTerms;

export interface DocumentTerm {
  name: TermName;
  value: number | FeeBasis;
  /** 1-based line the term was read from. */
  line: number;
  text: string;
}

const NUMBER = '(\\d{1,3}(?:\\.\\d+)?)';
const ONE_MONTHS_RENT = "(?:the\\s+|one\\s+|a\\s+|1\\s+)?(?:first\\s+)?(?:full\\s+)?month'?s?\\s+rent";
const DOLLARS = '\\$\\s?(\\d[\\d,]*(?:\\.\\d{2})?)';
// A line that says it states terms: 'per agreement', 'Lease terms:', 'allowed', 'maximum'.
const TERMS_CUE =
  /\b(?:agreement|terms?|per\s+(?:the\s+)?lease|lease\s+(?:allows|provides|says)|allowed|allowable|max(?:imum)?|policy|contract)\b/i;
// A fee schedule's heading may say where it comes from ('Fee schedule (from your management agreement, Exhibit B)').
const TERMS_HEADING =
  /^\s*(?:(?:management|lease|agreement|contract)\s+)?(?:agreement\s+)?terms\s*:?\s*$|^\s*management\s+agreement\s*:?\s*$|^\s*(?:fee\s+schedule|schedule\s+of\s+fees)\b(?!.*(?:\$|\d\.\d{2}))/i;
// A charge row ends with an amount ('-180.00', '$56.00', '(45.00)'), in a CSV export after a comma or in quotes.
const TRAILING_AMOUNT = /(?:\$\s?|[\s,"])\(?-?\$?\d[\d,]*\.\d{2}\)?"?\s*$/;

interface TermPattern {
  name: TermName;
  pattern: RegExp;
  /** Needs a terms cue on the line or a terms heading above (flat dollar terms look like charges otherwise). */
  needsCue: boolean;
  read: (m: RegExpExecArray) => number | FeeBasis | null;
}

const PATTERNS: readonly TermPattern[] = [
  {
    name: 'managementFeePercent',
    pattern: new RegExp(`\\b(?:management|mgmt\\.?)\\b[^%\\n]{0,40}?${NUMBER}\\s*%\\s*of\\b`, 'i'),
    needsCue: false,
    read: (m) => Number(m[1]),
  },
  {
    name: 'managementFeeBasis',
    pattern:
      /\b(?:management|mgmt\.?)\b[^%\n]{0,40}?\d\s*%\s*of\s+(?:the\s+)?(?:gross\s+|monthly\s+)?(rents?\s+(?:collected|received)|collected\s+rents?|scheduled\s+rents?|rents?\s+(?:due|billed|scheduled|charged))/i,
    needsCue: false,
    read: (m) => (/collected|received/i.test(m[1] ?? '') ? 'collected' : 'scheduled'),
  },
  {
    name: 'repairMarkupPercent',
    pattern: new RegExp(`\\bmark[-\\s]?up\\b[^%\\n]{0,30}?${NUMBER}\\s*%|${NUMBER}\\s*%\\s*mark[-\\s]?up\\b`, 'i'),
    needsCue: false,
    read: (m) => Number(m[1] ?? m[2]),
  },
  {
    // 'repairs are billed to you at cost plus 10%' in a sentence that cites the management agreement; a vendor's
    // own 'parts billed at cost plus 15%' is the vendor's disclosed rate (parsing/read-summary-line.ts), not this term.
    name: 'repairMarkupPercent',
    pattern: new RegExp(
      `^(?=.*\\b(?:management|your|owner(?:'s)?)\\s+agreement\\b).*?\\bcost\\s*(?:plus|\\+)\\s*${NUMBER}\\s*%`,
      'i',
    ),
    needsCue: true,
    read: (m) => Number(m[1]),
  },
  {
    name: 'lateFeeGraceDays',
    pattern:
      /\bgrace\s+period\s*(?:of|:|is|=)?\s*(\d{1,2})\s*(?:calendar\s+)?days?|(\d{1,2})[-\s](?:calendar\s+)?days?\s+grace/i,
    needsCue: false,
    read: (m) => Number(m[1] ?? m[2]),
  },
  {
    name: 'lateFeeAmount',
    pattern: new RegExp(`\\blate\\s+(?:fee|charge)s?\\b[^$\\n]{0,20}?${DOLLARS}`, 'i'),
    needsCue: true,
    read: (m) => Number((m[1] ?? '').replaceAll(',', '')),
  },
  {
    name: 'leasingFeePercentOfRent',
    pattern: new RegExp(
      `\\b(?:leasing|placement|tenant[-\\s]placement)\\s+fee\\b[^%\\n]{0,20}?${NUMBER}\\s*%\\s*of\\s+${ONE_MONTHS_RENT}`,
      'i',
    ),
    needsCue: false,
    read: (m) => Number(m[1]),
  },
  {
    // 'leasing fee one half of the first full month's rent', 'half a month's rent', 'placement fee: one month's rent'
    name: 'leasingFeePercentOfRent',
    pattern: new RegExp(
      `\\b(?:leasing|placement|tenant[-\\s]placement)\\s+fee\\b[^%$\\d\\n]{0,20}?\\b(?:(one[-\\s]half|half)\\s+(?:of\\s+)?)?${ONE_MONTHS_RENT}`,
      'i',
    ),
    needsCue: true,
    read: (m) => (m[1] ? 50 : 100),
  },
  {
    name: 'leasingFeeFlat',
    pattern: new RegExp(`\\b(?:leasing|placement|tenant[-\\s]placement)\\s+fee\\b[^$%\\n]{0,20}?${DOLLARS}`, 'i'),
    needsCue: true,
    read: (m) => Number((m[1] ?? '').replaceAll(',', '')),
  },
  {
    name: 'renewalFee',
    // 'Renewal fee $150', or under a terms cue 'lease renewal $200'.
    pattern: new RegExp(`\\b(?:lease\\s+)?renewal(?:\\s+(?:fee|charge|commission))?\\b[^$%\\n]{0,20}?${DOLLARS}`, 'i'),
    needsCue: true,
    read: (m) => Number((m[1] ?? '').replaceAll(',', '')),
  },
];

export function readDocumentTerms(lines: readonly string[]): DocumentTerm[] {
  const terms: DocumentTerm[] = [];
  let headingAt = -10;
  // A line that continues a terms sentence begun on the line above is cued by that sentence.
  let cuedSentenceGoesOn = false;
  lines.forEach((raw, index) => {
    const own = withoutLeaders(raw);
    const text = withContinuation(own, withoutLeaders(lines[index + 1] ?? ''));
    if (TERMS_HEADING.test(text)) headingAt = index;
    const inTermsBlock = index - headingAt <= 4;
    const cued = inTermsBlock || TERMS_CUE.test(text) || cuedSentenceGoesOn;
    cuedSentenceGoesOn = cued && text !== own;
    // Under a 'Terms' heading 'Late fee $50.00' states a term; elsewhere a line ending in an amount is a charge.
    if (text === '' || (TRAILING_AMOUNT.test(text) && !inTermsBlock)) return;
    for (const { name, pattern, needsCue, read } of PATTERNS) {
      if ((needsCue && !cued) || terms.some((t) => t.name === name)) continue;
      const match = pattern.exec(text);
      const value = match ? read(match) : null;
      if (value !== null && (typeof value !== 'number' || Number.isFinite(value)))
        terms.push({ name, value, line: index + 1, text });
    }
  });
  return terms;
}

/** Leader dots ('Renewal fee ............ $175') only carry the eye to the value. */
function withoutLeaders(line: string): string {
  return line.replace(/\s*\.{3,}\s*/g, ' ').trim();
}

/**
 * A terms sentence wrapped onto the next line ('... new-tenant leasing fee' / 'one half of the first month's rent',
 * '... lease renewal fee' / '$250.00 per renewal') is read whole: a next line that starts in lower case or with a
 * figure and is not a charge row continues it.
 */
function withContinuation(text: string, next: string): string {
  if (text === '' || TRAILING_AMOUNT.test(text) || /[.:]$/.test(text)) return text;
  if (!/^(?:[a-z]|\$?\d)/.test(next) || TRAILING_AMOUNT.test(next)) return text;
  return `${text} ${next}`;
}

export interface TermConflict {
  name: TermName;
  entered: number | FeeBasis;
  document: DocumentTerm;
}

export interface TermsInEffect {
  terms: AgreementTerms;
  documentTerms: DocumentTerm[];
  conflicts: TermConflict[];
  /** agreement: the user entered terms; document: only terms printed on the document; norms: neither. */
  source: 'agreement' | 'document' | 'norms';
}

/**
 * Entered terms win; a document term fills a term the user left out and is reported when it differs from an entered
 * one.
 */
export function resolveTerms(
  entered: AgreementTerms | null | undefined,
  documentTerms: readonly DocumentTerm[],
): TermsInEffect {
  const terms: AgreementTerms = { ...(entered ?? {}) };
  const conflicts: TermConflict[] = [];
  const enteredAny = Object.values(entered ?? {}).some((v) => v !== null && v !== undefined);
  for (const term of documentTerms) {
    const own = entered?.[term.name];
    if (own === null || own === undefined) {
      (terms as Record<TermName, number | FeeBasis>)[term.name] = term.value;
    } else if (own !== term.value) {
      conflicts.push({ name: term.name, entered: own, document: term });
    }
  }
  return {
    terms,
    documentTerms: [...documentTerms],
    conflicts,
    source: enteredAny ? 'agreement' : documentTerms.length > 0 ? 'document' : 'norms',
  };
}

export const TERM_LABELS: Readonly<Record<TermName, string>> = {
  managementFeePercent: 'Management fee',
  managementFeeBasis: 'Management fee basis',
  leasingFeePercentOfRent: 'Leasing fee',
  leasingFeeFlat: 'Leasing fee',
  renewalFee: 'Renewal fee',
  repairMarkupPercent: 'Markup allowed',
  lateFeeAmount: 'Late fee',
  lateFeeGraceDays: 'Grace period',
  vacancyFee: 'Vacancy fee',
};

/** A term's value as people read it: '10%', '$50.00', '5 days', 'collected rent'. */
export function formatTermValue(name: TermName, value: number | FeeBasis): string {
  if (name === 'managementFeeBasis') return value === 'scheduled' ? 'scheduled rent' : 'collected rent';
  if (name === 'lateFeeGraceDays') return `${value} days`;
  if (name === 'managementFeePercent' || name === 'repairMarkupPercent') return `${value}%`;
  if (name === 'leasingFeePercentOfRent') return `${value}% of one month's rent`;
  return `$${Number(value).toFixed(2)}`;
}
