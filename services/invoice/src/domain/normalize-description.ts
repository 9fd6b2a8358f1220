/**
 * Reduces a description to comparable tokens so that 'Lawn mowing & edging' and 'lawn mowing and
 * edging.' compare equal. Tokens holding digits (unit numbers, model numbers) are kept apart because
 * 'Unit 2A' and 'Unit 2B' are different jobs, never duplicates.
 */
import { findDates } from './dates.ts';

const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'for', 'to', 'at', 'in', 'on', 'with', 'per', 'x', 'all']);

export interface DescriptionTokens {
  words: string[];
  identifiers: string[];
  normalized: string;
}

export function tokenizeDescription(description: string): DescriptionTokens {
  let text = description.toLowerCase();
  for (const date of findDates(description)) text = text.replace(date.raw.toLowerCase(), ' ');
  const tokens = text
    // A unit named by a letter ('unit A', 'Apt B') is an identifier like 'Unit 2A', not the article 'a'.
    .replace(/\b(unit|apt|apartment|suite|ste|bldg|building|side)\s*#?\s*([a-z])\b/g, '$1 #$2')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9#/]+/g, ' ')
    .split(' ')
    .filter((token) => token !== '' && !STOP_WORDS.has(token));
  const words = tokens.filter((token) => !/\d|^#[a-z]$/.test(token)).map(stem);
  const identifiers = tokens.filter((token) => /\d|^#[a-z]$/.test(token));
  return { words, identifiers, normalized: [...words, ...identifiers].join(' ') };
}

/** Word overlap (Jaccard) of two descriptions; identifiers must match exactly or the score is 0. */
export function descriptionSimilarity(a: DescriptionTokens, b: DescriptionTokens): number {
  if ([...a.identifiers].sort().join(' ') !== [...b.identifiers].sort().join(' ')) return 0;
  const left = new Set(a.words);
  const right = new Set(b.words);
  const union = new Set([...left, ...right]);
  if (union.size === 0) return 1;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / union.size;
}

// A crude suffix strip is enough here: it only has to make 'mowing'/'mow' and 'edging'/'edge' meet.
function stem(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/(ing|ed|es|s|e)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}
