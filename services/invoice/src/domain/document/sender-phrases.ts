/**
 * Sentences that name the seller outside any letterhead: an e-mailed receipt's opening line and the payment
 * instruction at the foot of a bill.
 */
import { findDates } from '../dates.ts';
import type { ContextValue } from './header-context.ts';

// 'Make all checks payable to Coastline Exterior Cleaning', 'Please make cheques payable to ...': the seller.
const PAYABLE_TO = /^(?:please\s+)?make\s+(?:all\s+)?(?:checks?|cheques?)\s+payable\s+to\s*:?\s*(.+?)\.?$/i;

// An e-mailed receipt's opening line names who sent it: 'Receipt from Larchmont Cloud Hosting', 'Your invoice from
// Acme Ltd #1234', 'Ihre Rechnung von Stadtwerke Nord'.
const SENT_FROM =
  /^(?:your\s+|ihre\s+)?(?:receipt|invoice|rechnung|quittung)\s+(?:from|von)\s+(.+?)(?:\s+(?:#|no\.|nr\.).*)?$/i;

/** 'Receipt from Larchmont Cloud Hosting' in the first lines. */
export function sentFromVendor(lines: readonly string[]): ContextValue | null {
  for (let i = 0; i < Math.min(lines.length, 5); i += 1) {
    const name = SENT_FROM.exec((lines[i] ?? '').trim())?.[1]?.trim();
    if (name && /^\p{L}/u.test(name) && findDates(name).length === 0) return { value: name, line: i + 1 };
  }
  return null;
}

/** 'Make all checks payable to Coastline Exterior Cleaning' anywhere in the document. */
export function payableToVendor(lines: readonly string[]): ContextValue | null {
  for (let i = 0; i < lines.length; i += 1) {
    const name = PAYABLE_TO.exec((lines[i] ?? '').trim())?.[1]?.trim();
    if (name && /^\p{L}/u.test(name)) return { value: name, line: i + 1 };
  }
  return null;
}

/**
 * An e-mail's signature, under its '--' delimiter, names who sent it: 'Rhys Pritchard Design' over its trade and
 * telephone. Only a short line without digits counts, so that a signature of figures or links names no one.
 */
export function signatureVendor(lines: readonly string[]): ContextValue | null {
  const delimiter = lines.findIndex((line) => /^--\s?$/.test(line));
  if (delimiter < 0) return null;
  const index = lines.findIndex((line, i) => i > delimiter && line.trim() !== '');
  const name = lines[index]?.trim() ?? '';
  if (index < 0 || !/^\p{L}/u.test(name) || /[\d@:]/.test(name) || name.split(/\s+/).length > 6) return null;
  return { value: name, line: index + 1 };
}

// 'Thank you for choosing' over 'Cedar Ridge Urgent Care', 'Thanks for shopping at Pine Hardware!': the seller.
const THANKS_FOR =
  /^(?:thank\s+you|thanks)\s+for\s+(?:choosing|shopping\s+(?:at|with)|visiting|dining\s+(?:at|with)|staying\s+(?:at|with))\s*(.*?)[.!]?$/i;

/** The seller thanked for the custom, on the thanks line or on the line under it. */
export function thankedVendor(lines: readonly string[]): ContextValue | null {
  for (let i = 0; i < lines.length; i += 1) {
    const thanks = THANKS_FOR.exec((lines[i] ?? '').trim());
    if (!thanks) continue;
    const next = lines.findIndex((line, j) => j > i && line.trim() !== '');
    const [name, line] = thanks[1] ? [thanks[1], i] : [(lines[next] ?? '').trim(), next];
    // 'Thank you for staying with us' names no one.
    if (name && /^\p{L}/u.test(name) && !/[\d@:]|^(?:us|you|our)\b/i.test(name) && name.split(/\s+/).length <= 8)
      return { value: name.replace(/[.!]$/, ''), line: line + 1 };
    return null;
  }
  return null;
}

// A till's greeting above its items names the shop: 'Welcome to Pine Mart!', 'Bienvenue chez Dupont', 'Willkommen bei
// Bäckerei Kern', 'Bienvenido a Casa Lola'.
const WELCOME_TO =
  /^(?:welcome\s+to|bienvenue\s+(?:chez|à)|willkommen\s+(?:bei|im|in\s+der)|bienvenid[oa]s?\s+a|bem[-\s]vind[oa]s?\s+(?:à|ao|a)|benvenuti\s+(?:da|al|a))\s+(.+?)[.!]*$/i;

/** The shop a till's greeting welcomes the customer to, when the greeting names one. */
export function welcomedVendor(lines: readonly string[]): ContextValue | null {
  for (let i = 0; i < Math.min(lines.length, 8); i += 1) {
    const name = WELCOME_TO.exec((lines[i] ?? '').trim())?.[1]?.trim() ?? '';
    // 'Welcome to our store' names no one.
    if (/^\p{L}/u.test(name) && !/[\d@:]|^(?:our|us|you)\b/i.test(name) && name.split(/\s+/).length <= 6)
      return { value: name, line: i + 1 };
  }
  return null;
}
