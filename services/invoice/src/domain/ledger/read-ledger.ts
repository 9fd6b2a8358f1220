/**
 * Reads a tenant ledger: dated rows of charges and payments with a running balance, plus the
 * monthly rent, the rent's due day and any grace period the ledger prints.
 */
import { findDates } from '../dates.ts';
import { cellsByColumn, moneyCells, moneyOf, readColumns, toRows, type Column, type Row } from '../document/rows.ts';
import { parseMoney } from '../money.ts';

export interface LedgerRow {
  line: number;
  text: string;
  date: string | null;
  label: string;
  charge: number;
  payment: number;
  balance: number | null;
}

export interface TenantLedger {
  rows: LedgerRow[];
  monthlyRent: { amount: number; line: number } | null;
  graceDays: { days: number; line: number } | null;
}

type Role = 'date' | 'description' | 'charge' | 'payment' | 'balance' | 'amount' | 'other';

const COLUMNS: readonly [Role, RegExp][] = [
  ['date', /^(?:date|trans(?:action)?\s+date|posted|post\s+date)$/i],
  ['description', /^(?:description|transaction|memo|details|code|type|item|charge\s+code|notes?)$/i],
  ['charge', /^(?:charges?|debits?|amount\s+charged|billed|increase|charge\s+amount)$/i],
  [
    'payment',
    /^(?:payments?|credits?|amount\s+paid|paid|receipts?|decrease|payment\s+amount|payments?\s*\/\s*credits?)$/i,
  ],
  ['balance', /^(?:balance|running\s+balance|balance\s+due)$/i],
  ['amount', /^(?:amount)$/i],
];

export function readTenantLedger(lines: readonly string[]): TenantLedger {
  const ledger: TenantLedger = { rows: [], monthlyRent: null, graceDays: null };
  let columns: Column<Role>[] | null = null;
  for (const row of toRows(lines)) {
    const found = readColumns(row, COLUMNS, ['charge', 'payment', 'amount']);
    if (found) {
      columns = found;
      continue;
    }
    noteTerms(ledger, row.text, row.line);
    const first = findDates(row.cells[0]?.text ?? '')[0];
    // A ledger row starts with its date; a date inside a description ('Late fee - rent paid 04/09') is not one.
    const date = first?.index === 0 ? first.iso : null;
    if (!date) continue;
    if (!columns) {
      const worded = readWordedRow(row);
      if (worded) ledger.rows.push({ ...worded, date });
      continue;
    }
    if (moneyCells(row).length === 0) continue;
    const by = cellsByColumn(columns, row.cells);
    const label = [by.get('description'), by.get('other')].filter(Boolean).join(' ').trim();
    const signed = moneyOf(by.get('amount'));
    const charge = moneyOf(by.get('charge')) ?? (signed !== null && signed > 0 ? signed : 0);
    const payment = Math.abs(moneyOf(by.get('payment')) ?? (signed !== null && signed < 0 ? signed : 0));
    ledger.rows.push({
      line: row.line,
      text: row.text,
      date,
      label,
      charge,
      payment,
      balance: moneyOf(by.get('balance')),
    });
  }
  placeByRunningBalance(ledger.rows);
  if (!ledger.monthlyRent) {
    const rents = ledger.rows.filter((r) => isRentCharge(r) && r.charge > 0).map((r) => r.charge);
    const common = mostCommon(rents);
    const row = ledger.rows.find((r) => isRentCharge(r) && r.charge === common);
    if (common !== null && row) ledger.monthlyRent = { amount: common, line: row.line };
  }
  return ledger;
}

// 'bal $2,150.00', 'Balance: 310.00': a running balance named in its own cell.
const BALANCE_CELL = /^(?:bal(?:ance)?\.?|running\s+bal(?:ance)?\.?)\s*:?\s*(\S+)$/i;
// A cell that opens with the word for money received: 'paid', 'Payment - bank transfer', 'Credit'.
const PAYMENT_WORDING = /^(?:paid|payments?|credit(?:ed)?|receipts?|refund(?:ed)?)\b/i;

/**
 * A ledger exported without a column header ('Nov 6, 2025   Late fee   charge   $50.00   bal $2,150.00'): the row
 * names its own balance; a minus sign, or a cell opening with 'paid' / 'payment' / 'credit', makes the amount a
 * payment; a second bare amount after the first is the running balance. Rows without one or two amounts are not read.
 */
function readWordedRow(row: Row): Omit<LedgerRow, 'date'> | null {
  let balance: number | null = null;
  const amounts: number[] = [];
  const words: string[] = [];
  for (const cell of row.cells.slice(1)) {
    const named = BALANCE_CELL.exec(cell.text.trim());
    const namedAmount = named?.[1] ? moneyOf(named[1]) : null;
    const amount = moneyOf(cell.text);
    if (namedAmount !== null) balance = namedAmount;
    else if (amount !== null) amounts.push(amount);
    else words.push(cell.text);
  }
  if (amounts.length === 2 && balance === null) balance = amounts.pop() ?? null;
  const amount = amounts[0];
  if (amounts.length !== 1 || amount === undefined) return null;
  const label = words.join(' ').trim();
  const paid = amount < 0 || words.some((word) => PAYMENT_WORDING.test(word.trim()));
  return {
    line: row.line,
    text: row.text,
    label,
    charge: paid ? 0 : Math.abs(amount),
    payment: paid ? Math.abs(amount) : 0,
    balance,
  };
}

/**
 * A long description can push a row's amount between the Charges and Payments columns. When the running
 * balance moves the other way from the column the amount landed in, and exactly by that amount, the
 * balance says which column it belongs to.
 */
export function placeByRunningBalance(rows: LedgerRow[]): void {
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    const before = rows[i - 1]!.balance;
    if (before === null || row.balance === null || (row.charge !== 0) === (row.payment !== 0)) continue;
    const asRead = before + row.charge - row.payment;
    const swapped = before - row.charge + row.payment;
    if (Math.abs(asRead - row.balance) > 0.005 && Math.abs(swapped - row.balance) <= 0.005)
      [row.charge, row.payment] = [row.payment, row.charge];
  }
}

/** Rent, or a student lease's rent 'Installment - September' (not a deposit or payment-plan installment). */
export function isRentCharge(row: LedgerRow): boolean {
  const rent =
    /\brent\b/i.test(row.label) ||
    (/\binstall?ment\b/i.test(row.label) && !/\bdeposit\b|\bpayment\s+plan\b/i.test(row.label));
  return rent && !/\blate\b|\bfee\b|\bpet\b|\bparking\b|\bconcession\b|\bcredit\b/i.test(row.label);
}

export function isLateFee(row: LedgerRow): boolean {
  return /\blate\s+(?:fee|charge|rent\s+fee|payment\s+fee)\b|\blate\b|\bpenalty\b/i.test(row.label) && row.charge > 0;
}

function noteTerms(ledger: TenantLedger, text: string, line: number): void {
  const rent =
    /\b(?:monthly\s+rent|rent(?:\s+amount)?|lease\s+rent|contract\s+rent)\s*:\s*\$?\s*(\d[\d,]*\.\d{2})/i.exec(text);
  const amount = rent?.[1] ? parseMoney(rent[1]) : null;
  if (amount !== null && !ledger.monthlyRent) ledger.monthlyRent = { amount, line };
  const grace =
    /\bgrace\s+period\s*(?:of|:)?\s*(\d{1,2})\s*days?\b|\b(\d{1,2})[-\s]day\s+grace\b|\b(?:late|unpaid|not\s+(?:paid|received))\s+(?:after|by)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i.exec(
      text,
    );
  if (grace && !ledger.graceDays) {
    const days = grace[1] ?? grace[2];
    ledger.graceDays = { days: days ? Number(days) : Number(grace[3]) - 1, line };
  }
}

function mostCommon(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}
