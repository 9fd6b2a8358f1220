/**
 * Recognises the labelled fields at the top of an invoice ('Invoice #: 1042', 'Due Date: 04/04/2025',
 * 'Bill To: ...'). A field only counts when its value makes sense (a number with a digit, a real date),
 * so that an item such as 'Due diligence inspection' is not read as a due date.
 */
import { findDates } from '../dates.ts';

export type HeaderField =
  | { kind: 'invoiceNumber'; value: string }
  | { kind: 'invoiceDate'; value: string }
  | { kind: 'dateOnly'; value: string }
  | { kind: 'dueDate'; value: string | null }
  | { kind: 'serviceDates'; value: string[] }
  | { kind: 'vendor'; value: string }
  | { kind: 'billTo'; value: string }
  | { kind: 'property'; value: string }
  | { kind: 'ignored' };

const INVOICE_NUMBER =
  /^(?:invoice|inv\.?|bill|statement|work\s+order|ref(?:erence)?)\s*(?:no\.?|number|num\.?|#|id)\s*[:#.]?\s*([A-Z0-9][\w\-/.]*)/i;
const INVOICE_NUMBER_SHORT = /^invoice\s*[:#]\s*([A-Z0-9][\w\-/.]*)/i;
// A title line that is only 'Invoice 2291' or 'INVOICE INV-2291'.
const INVOICE_TITLE_NUMBER = /^invoice\s+([A-Z]{0,5}-?\d[\w\-/]*)$/i;
const INVOICE_DATE =
  /^(?:invoice\s+date|date\s+of\s+invoice|date\s+issued|issue\s+date|issued(?:\s+on)?|statement\s+date|bill(?:ing)?\s+date|invoice\s+dt)\b\s*[:.]?\s*(.+)$/i;
const PLAIN_DATE = /^date\s*[:.]?\s*(.+)$/i;
const DUE_DATE = /^(?:due\s+date|payment\s+due(?:\s+date)?|date\s+due|pay\s+by|due)\b\s*[:.]?\s*(.+)$/i;
const SERVICE_DATE =
  /^(?:service\s+dates?|date\s+of\s+service|dates?\s+of\s+service|work\s+dates?|date\s+completed|(?:work\s+)?completed(?:\s+on)?|service\s+period|billing\s+period|period|work\s+performed\s+on)\b\s*[:.]?\s*(.+)$/i;
const VENDOR = /^(?:vendor|from|contractor|company|remit\s+to|payee|service\s+provider)\s*:\s*(.+)$/i;
const BILL_TO = /^(?:bill(?:ed)?\s+to|sold\s+to|customer|client|owner)\s*:\s*(.*)$|^(?:bill(?:ed)?\s+to)\s*$/i;
const PROPERTY =
  /^(?:property(?:\s+address)?|service\s+address|job\s+(?:site|address)|site|service\s+location|location|premises|rental\s+property)\s*:\s*(.+)$/i;
const IGNORED =
  /^(?:terms|phone|tel|fax|email|e-mail|web|website|lic(?:ense)?\.?\s*#?|po\s*#?|p\.o\.|account(?:\s+(?:no|number|#))?|technician|tech|prepared\s+by|page)\b/i;

export function readHeaderField(text: string): HeaderField | null {
  const cell = text.trim();
  const number = INVOICE_NUMBER.exec(cell) ?? INVOICE_NUMBER_SHORT.exec(cell) ?? INVOICE_TITLE_NUMBER.exec(cell);
  if (number?.[1] && /\d/.test(number[1])) return { kind: 'invoiceNumber', value: number[1].replace(/[.,;]$/, '') };

  const invoiceDate = INVOICE_DATE.exec(cell);
  const issued = invoiceDate && findDates(invoiceDate[1] ?? '')[0];
  if (issued) return { kind: 'invoiceDate', value: issued.iso };

  const due = DUE_DATE.exec(cell);
  if (due) {
    const dueDate = findDates(due[1] ?? '')[0];
    if (dueDate) return { kind: 'dueDate', value: dueDate.iso };
    if (/receipt|net\s*\d+|immediately/i.test(due[1] ?? '')) return { kind: 'dueDate', value: null };
  }

  const service = SERVICE_DATE.exec(cell);
  const serviceDates = service ? findDates(service[1] ?? '').map((d) => d.iso) : [];
  if (serviceDates.length > 0) return { kind: 'serviceDates', value: serviceDates };

  const plain = PLAIN_DATE.exec(cell);
  const plainDate = plain && findDates(plain[1] ?? '')[0];
  if (plainDate) return { kind: 'dateOnly', value: plainDate.iso };

  const vendor = VENDOR.exec(cell);
  if (vendor?.[1]) return { kind: 'vendor', value: vendor[1].trim() };
  const billTo = BILL_TO.exec(cell);
  if (billTo) return { kind: 'billTo', value: (billTo[1] ?? '').trim() };
  const property = PROPERTY.exec(cell);
  if (property?.[1]) return { kind: 'property', value: property[1].trim() };
  if (IGNORED.test(cell) && /[:#]/.test(cell)) return { kind: 'ignored' };
  return null;
}
