/**
 * Reads an owner statement into entries (rent, fees, expenses, draws, balances) and per-unit facts
 * (scheduled and collected rent, the fee taken, vacancy, new lease or renewal). Three layouts are
 * understood: sections with a label and an amount per line, ledgers with Cash In / Cash Out (or
 * Income / Expense) columns, and rent rolls with a row per unit. Totals and summary lines are kept
 * apart as aggregates so that no dollar is counted twice.
 */
import { findDates } from '../dates.ts';
import {
  amountsUnderColumns,
  cellsByColumn,
  moneyCells,
  moneyOf,
  readColumns,
  toRows,
  type Column,
  type Row,
} from '../document/rows.ts';
import {
  isFee,
  isInflow,
  kindOf,
  ownerMoneyBothWays,
  sectionOf,
  type EntryKind,
  type Section,
} from './statement-categories.ts';
import { countDetailOnce, isDetailHeading } from './detail-section.ts';
import { readStatedMonthlyRent } from '../parsing/read-summary-line.ts';
import type { OwnerStatement, StatementEntry } from './statement-types.ts';

type Role =
  | 'date'
  | 'passThrough'
  | 'description'
  | 'payee'
  | 'unit'
  | 'status'
  | 'in'
  | 'out'
  | 'amount'
  | 'balance'
  | 'scheduled'
  | 'collected'
  | 'fee'
  | 'reference'
  | 'other';

const COLUMNS: readonly [Role, RegExp][] = [
  ['date', /^(?:date|posted|trans(?:action)?\s+date|check[-\s]?in(?:\s+date)?|arrival)$/i],
  // A booking table's guest cleaning fees or occupancy tax: collected, then paid on to the cleaner or the state.
  ['passThrough', /^(?:cleaning\s+fees?|guest\s+fees?|(?:occupancy|lodging|tourist)\s+tax(?:es)?)$/i],
  ['description', /^(?:description|memo|details|transaction|item|type|gl\s+account|account|category|tenant|name)$/i],
  // Who was paid or paid: a name ('City Water Mgmt Dept', 'Lakeview Management'), which says who, not what the line is.
  ['payee', /^(?:payee(?:\s*\/\s*payer)?|payer|vendor|paid\s+to|received\s+from)$/i],
  ['unit', /^(?:unit|apt\.?|unit\s*#|door|suite)$/i],
  ['status', /^(?:status|occupancy)$/i],
  [
    'in',
    /^(?:cash\s+in|income|receipts?|credits?|deposits?|money\s+in|inflows?|amount\s+in|revenue|increase|additions?|funds\s+in|(?:nightly|booking|rental|room|accommodation|gross)\s+(?:revenue|income))$/i,
  ],
  [
    'out',
    /^(?:cash\s+out|expenses?|disbursements?|debits?|withdrawals?|money\s+out|outflows?|amount\s+out|paid\s+out|decrease|deductions?|charges|funds\s+out)$/i,
  ],
  ['amount', /^(?:amount|net|amount\s+\(\$\))$/i],
  ['balance', /^(?:balance|running\s+balance|cash\s+balance)$/i],
  [
    'scheduled',
    /^(?:rent\s+due|scheduled(?:\s+rent)?|market\s+rent|rent\s+charged|billed|charged|potential\s+rent|lease\s+rent|monthly\s+rent|rent)$/i,
  ],
  [
    'collected',
    /^(?:rent\s+paid|collected|rent\s+collected|received|rent\s+received|paid|amount\s+paid|(?:paid|received|collected)\s+this\s+(?:period|month))$/i,
  ],
  ['fee', /^(?:mgmt\.?\s+fee|management\s+fee|mgmt|fee|mgmt\s+fee\s+\(\$\))$/i],
  ['reference', /^(?:ref(?:erence)?|check\s*#|chk|doc(?:ument)?|invoice|inv\s*#)$/i],
];

const FIGURE_ROLES: readonly Role[] = ['in', 'out', 'amount', 'collected', 'fee', 'scheduled', 'balance'];

// A unit is a number ('Unit 3', '#214', 'Apt 2B', 'Unit B-208') or a single letter ('Unit B'), never a word ('unit heat
// lamp').
const UNIT_IN_TEXT =
  /\b(?:unit|apt\.?|apartment|suite|ste\.?)(?![a-z])\s*#?\s*(\d{1,5}[A-Z]?(?:-[A-Z0-9]{1,4})?|[A-Z](?:-?\d{1,4})?)\b|#\s?(\d{1,4}[A-Z]?)\b/i;
const NEW_LEASE =
  /\bnew\s+(?:lease|tenant|resident|occupant)\b|\bmove[-\s]?in\b|\blease\s+start|\bnew\s+placement\b|\bfirst\s+month\b|\blease[-\s]?up\b|\btenant\s+placement\b/i;
const RENEWAL = /\brenew(?:al|ed|ing)\b|\blease\s+extension\b|\bextended\s+lease\b/i;

export function readOwnerStatement(lines: readonly string[]): OwnerStatement {
  const statement: OwnerStatement = {
    entries: [],
    aggregates: [],
    units: new Map(),
    events: new Map(),
    scheduledRent: null,
    vacantProperties: new Map(),
    statedMonthlyRent: null,
  };
  let section: Section = null;
  let columns: Column<Role>[] | null = null;
  // A line naming a unit and no amount ('UNIT 2 (14 Pleasant St) - VACANT') opens that unit's block.
  let blockUnit: string | null = null;
  let pendingLabel: Row | null = null;
  let property: string | undefined;
  let detailLine: number | null = null;
  const printedSigns: PrintedSign[] = [];
  for (const original of toRows(lines)) {
    const counted = [statement.entries.length, statement.aggregates.length] as const;
    let row = original;
    const money = moneyCells(row);
    const propertyHeading = money.length === 0 ? PROPERTY_HEADING.exec(row.text) : null;
    const propertyName =
      propertyHeading?.[1] ?? propertyHeading?.[2] ?? (money.length === 0 ? addressHeading(row.text) : null);
    if (propertyName) property = propertyName.trim();
    if (property && money.length === 0 && VACANT_PROPERTY.test(row.text) && !statement.vacantProperties.has(property))
      statement.vacantProperties.set(property, row.line);
    if (money.length === 0 && !hasMoneyInColumns(columns, row)) {
      if (detailLine === null && isDetailHeading(row.text)) detailLine = row.line;
      const heading = sectionOf(row.text);
      if (heading !== undefined) {
        section = heading;
        columns = null;
        blockUnit = null;
      }
      const found = readColumns(row, COLUMNS, FIGURE_ROLES);
      if (found) columns = found;
      // A table of dated rows after a summary is the detail, not more of the summary.
      if (found && section === 'summary' && found.some((c) => c.role === 'date')) section = null;
      else {
        const unit = /^\s*(?:unit|apt\.?|apartment|suite)\b/i.test(row.text) ? unitIn(row.text) : null;
        if (unit) blockUnit = unit;
        noteFacts(statement, row, row.text, unit ?? undefined);
      }
      pendingLabel = heading === undefined && !found ? row : null;
      continue;
    }
    // A label wrapped onto two lines ('Leasing commission - lease renewed' then '(D. Alvarez)   1,600.00').
    if (pendingLabel && /^[(a-z]/.test(row.cells[0]?.text ?? ''))
      row = {
        ...row,
        cells: [
          { ...pendingLabel.cells[0]!, text: `${pendingLabel.text} ${row.cells[0]?.text ?? ''}` },
          ...row.cells.slice(1),
        ],
      };
    pendingLabel = null;
    if (
      blockUnit &&
      !columns &&
      !unitIn(row.text) &&
      !/^\s*(?:owner|ending|closing|beginning|opening|total|net)\b/i.test(row.text)
    )
      row = {
        ...row,
        cells: [{ ...row.cells[0]!, text: `${row.cells[0]?.text ?? ''} (unit ${blockUnit})` }, ...row.cells.slice(1)],
      };
    if (columns && leavesRentRoll(columns, row)) columns = null;
    if (columns) {
      // A rent roll ends at its totals row; what follows is read line by line again.
      if (readTableRow(statement, columns, row, section) === 'end') columns = null;
    } else {
      const before = statement.aggregates.length;
      printedSigns.push(
        readTextRow(
          statement,
          row,
          section,
          money.map((m) => m.amount),
        ),
      );
      // An income total ('Rent collected  5,690.00') closes the income block; what follows is spent.
      if (section === 'income' && statement.aggregates.length > before) section = null;
    }
    if (property)
      for (const entry of [...statement.entries.slice(counted[0]), ...statement.aggregates.slice(counted[1])])
        entry.property = property;
  }
  chargesByPrintedSign(printedSigns);
  countRentRollOnce(statement);
  countDetailOnce(statement, detailLine);
  drawsCountedOnce(statement);
  keepSummaryLinesNotDetailed(statement);
  return statement;
}

interface PrintedSign {
  entry: StatementEntry;
  negative: boolean;
  reversalWording: boolean;
}

/**
 * Where a statement prints its charges as deductions ('(135.00)' or '-135.00'), the sign says which way a line
 * moves: a charge printed as a deduction is a charge even when its words tell its story ('Management fee (posted
 * twice - reversed)'), and only a charge line printed the other way gives one back. Where most charges print as
 * plain figures, a charge printed negative is the one given back.
 */
function chargesByPrintedSign(printed: readonly PrintedSign[]): void {
  const charges = printed.filter((p) => isReversibleCharge(p.entry.kind) && !p.reversalWording);
  const deductions = charges.filter((p) => p.negative).length;
  // Where charges print as plain figures, one printed negative ('Prior period adjustment ... -50.00') gives one back.
  if (deductions > 0 && deductions * 2 < charges.length) {
    for (const p of charges) if (p.negative) p.entry.amount = -Math.abs(p.entry.amount);
    return;
  }
  if (deductions === 0 || deductions * 2 <= charges.length) return;
  for (const p of printed)
    if (p.reversalWording && p.negative && p.entry.amount < 0) p.entry.amount = Math.abs(p.entry.amount);
}

function hasMoneyInColumns(columns: Column<Role>[] | null, row: Row): boolean {
  return columns !== null && row.cells.some((cell) => moneyOf(cell.text) !== null);
}

function readTableRow(
  statement: OwnerStatement,
  columns: Column<Role>[],
  row: Row,
  section: Section,
): 'end' | undefined {
  const by = wordsOutOfFigures(cellsByColumn(columns, amountsUnderColumns(columns, row.cells, FIGURE_ROLES)));
  const described = [by.get('description'), by.get('other')].filter(Boolean).join(' ').trim();
  const label = [described, by.get('payee')].filter(Boolean).join(' ').trim();
  if (columns.some((c) => c.role === 'collected' || c.role === 'fee'))
    return readRentRollRow(statement, by, row, label);
  // The kind is read from what the line says it is; the payee's name decides only when nothing else is printed.
  const kindLabel = described || label;
  const inflow = moneyOf(by.get('in'));
  const outflow = moneyOf(by.get('out'));
  const signed = moneyOf(by.get('amount'));
  const balance = moneyOf(by.get('balance'));
  const rowSection: Section =
    inflow !== null && inflow !== 0
      ? 'income'
      : outflow !== null && outflow !== 0
        ? 'expense'
        : signed !== null && signed < 0
          ? 'expense'
          : section;
  const kind =
    ownerMoneyBothWays(kindLabel, (inflow ?? outflow ?? signed ?? 0) < 0) ??
    kindOf(kindLabel, section === 'summary' ? 'summary' : rowSection);
  const amount =
    kind === 'opening' || kind === 'closing' ? (balance ?? inflow ?? outflow ?? signed) : (inflow ?? outflow ?? signed);
  if (amount === null) return undefined;
  const unit = by.get('unit')?.trim() || unitIn(label);
  // A negative figure in a one-way column (Income or Expense) takes back a line of that column.
  // In one signed column, where charges print negative, a positive charge line worded as a reversal gives one back.
  const reversed =
    (!['opening', 'closing', 'total'].includes(kind) && ((inflow ?? 0) < 0 || (outflow ?? 0) < 0)) ||
    (inflow === null && outflow === null && (signed ?? 0) > 0 && isReversal(label, kind));
  const date = findDates(by.get('date') ?? '')[0]?.iso ?? null;
  push(
    statement,
    row,
    label,
    kind,
    reversed ? -Math.abs(amount) : Math.abs(amount),
    unit,
    section,
    by.get('reference') ?? null,
    date,
  );
  const passedOn = moneyOf(by.get('passThrough'));
  if (passedOn && kind !== 'total')
    push(statement, row, `${label} (passed through)`, 'passThrough', Math.abs(passedOn), unit, section, null, date);
  return undefined;
}

/**
 * A label printed far right ('Totals' just left of the Receipts column) can be drawn into a figure column beside its
 * amount ('Totals 2,815.00'), a note printed after the last figure ('95.00   (minimum fee)') into that figure's column,
 * and a label printed far left ('Net to owner') into the Date column: the words go back to the label, and the columns
 * keep their amount or date.
 */
function wordsOutOfFigures(by: Map<Role, string>): Map<Role, string> {
  const date = by.get('date');
  if (date && !/\d/.test(date)) {
    by.delete('date');
    by.set('other', [date, by.get('other')].filter(Boolean).join(' '));
  }
  for (const role of FIGURE_ROLES) {
    const value = by.get(role);
    if (!value || moneyOf(value) !== null) continue;
    // Words before the amount ('Totals 2,815.00') or a note after it ('95.00 (minimum fee)').
    const before = /^(.*[A-Za-z].*?)\s+(\S+)$/.exec(value);
    const after = /^(\S+)\s+(.*[A-Za-z].*)$/.exec(value);
    const [amount, words] =
      before?.[2] && moneyOf(before[2]) !== null
        ? [before[2], before[1]]
        : after?.[1] && moneyOf(after[1]) !== null
          ? [after[1], after[2]]
          : [null, null];
    if (amount === null || !words) continue;
    by.set(role, amount);
    by.set('other', [by.get('other'), words].filter(Boolean).join(' '));
  }
  return by;
}

// Lines of the cash account itself: a balance, a fee, the owner's draw or contribution (a totals row still closes the
// roll as its own).
const CASH_ACCOUNT_KINDS: ReadonlySet<EntryKind> = new Set([
  'opening',
  'closing',
  'draw',
  'contribution',
  'managementFee',
  'leasingFee',
  'renewalFee',
]);

/**
 * A rent roll without a totals row ends where a line names no unit and reads as a line of the cash account
 * ('Beginning balance', 'Management fee', 'Owner draw'): that line and those after it are the statement again.
 */
function leavesRentRoll(columns: Column<Role>[], row: Row): boolean {
  if (!columns.some((c) => c.role === 'collected' || c.role === 'fee')) return false;
  const by = cellsByColumn(columns, row.cells);
  if (by.get('unit')?.trim() || unitIn(row.text)) return false;
  const label = row.cells
    .filter((cell) => moneyOf(cell.text) === null)
    .map((cell) => cell.text)
    .join(' ');
  return CASH_ACCOUNT_KINDS.has(kindOf(label, null));
}

function readRentRollRow(statement: OwnerStatement, by: Map<Role, string>, row: Row, label: string): 'end' | undefined {
  const unit = by.get('unit')?.trim() || unitIn(label) || label.split(/\s+/)[0] || '';
  if (/^totals?\b/i.test(unit) || /^totals?\b/i.test(label)) {
    statement.aggregates.push({
      line: row.line,
      text: row.text,
      label: label || unit,
      kind: 'total',
      amount: moneyOf(by.get('fee')) ?? 0,
      unit: null,
      date: null,
      reference: null,
    });
    return 'end';
  }
  const scheduled = moneyOf(by.get('scheduled'));
  const collected = moneyOf(by.get('collected'));
  const fee = moneyOf(by.get('fee'));
  const vacant = /\bvacan/i.test(`${by.get('status') ?? ''} ${label}`);
  statement.units.set(unit, { unit, line: row.line, scheduled, collected, fee, vacant });
  const rolled = [
    collected === null
      ? null
      : push(statement, row, `Rent collected, unit ${unit}`, 'rent', collected, unit, 'income', null, null),
    fee === null
      ? null
      : push(statement, row, `Management fee, unit ${unit}`, 'managementFee', fee, unit, 'expense', null, null),
  ];
  for (const entry of rolled) if (entry) entry.fromRentRoll = true;
  noteFacts(statement, row, label, unit);
  return undefined;
}

function readTextRow(statement: OwnerStatement, row: Row, section: Section, amounts: number[]): PrintedSign {
  const labelCells = row.cells.filter((cell) => moneyOf(cell.text) === null);
  const dateCell = labelCells.find((cell) => findDates(cell.text)[0]?.raw === cell.text.trim());
  const label = labelCells
    .filter((cell) => cell !== dateCell)
    .map((cell) => cell.text)
    .join(' ')
    .trim();
  const amount = amounts[0] ?? 0;
  const kind = ownerMoneyBothWays(label, amount < 0) ?? kindOf(label, section);
  const reversalWording = isReversal(label, kind);
  const entry = push(
    statement,
    row,
    label,
    kind,
    reversalWording ? -Math.abs(amount) : Math.abs(amount),
    unitIn(label),
    section,
    null,
    dateCell ? (findDates(dateCell.text)[0]?.iso ?? null) : null,
  );
  return { entry, negative: amount < 0, reversalWording };
}

function push(
  statement: OwnerStatement,
  row: Row,
  label: string,
  kind: EntryKind,
  amount: number,
  unit: string | null,
  section: Section,
  reference: string | null,
  date: string | null,
): StatementEntry {
  const entry: StatementEntry = {
    line: row.line,
    text: row.text,
    label,
    kind,
    amount,
    unit,
    date,
    reference: reference?.trim() || null,
  };
  noteFacts(statement, row, label, unit ?? undefined);
  if (kind === 'info') {
    if (/scheduled|potential|rent\s+(?:charged|billed|due)|market/i.test(label))
      statement.scheduledRent = { amount: (statement.scheduledRent?.amount ?? 0) + amount, line: row.line };
    return entry;
  }
  const summarised =
    kind !== 'total' &&
    section === 'summary' &&
    !['opening', 'closing', 'draw', 'contribution', 'trustTransfer'].includes(kind);
  if (summarised) entry.inSummary = true;
  // A draw in the summary stays money out unless the detail prints it again (drawsCountedOnce).
  if (kind === 'draw' && section === 'summary') entry.inSummary = true;
  const aggregate = kind === 'total' || summarised || restatesEarlierLines(statement, entry);
  (aggregate ? statement.aggregates : statement.entries).push(entry);
  return entry;
}

/**
 * A cash summary usually restates the detail, so its lines are totals; but a kind of line the statement details
 * nowhere else ('Management fee 8% of 3,650.00  -292.00' under 'CASH SUMMARY', after a rent roll) is the only place
 * that money is printed, and it counts.
 */
function keepSummaryLinesNotDetailed(statement: OwnerStatement): void {
  // Money in and charges out each count as one kind here: 'Expenses paid' restates a detailed management fee.
  const way = (kind: EntryKind) => (isInflow(kind) ? 'in' : isFee(kind) || kind === 'expense' ? 'out' : kind);
  const detailed = new Set(statement.entries.map((e) => way(e.kind)));
  const kept = statement.aggregates.filter((a) => a.inSummary && !detailed.has(way(a.kind)));
  if (kept.length === 0) return;
  statement.aggregates = statement.aggregates.filter((a) => !kept.includes(a));
  statement.entries = [...statement.entries, ...kept].sort((a, b) => a.line - b.line);
}

/**
 * An owner draw printed in the cash summary ('- Owner Disbursements  3,897.00') and again in the detail ('10/10/2025
 * Owner Distribution  3,897.00') is one payment to the owner: the summary's line is then a total.
 */
function drawsCountedOnce(statement: OwnerStatement): void {
  const draws = statement.entries.filter((e) => e.kind === 'draw');
  const summarised = draws.filter((e) => e.inSummary);
  const detailed = draws.filter((e) => !e.inSummary);
  const total = (entries: readonly StatementEntry[]) => entries.reduce((t, e) => t + e.amount, 0);
  if (summarised.length === 0 || detailed.length === 0 || Math.abs(total(summarised) - total(detailed)) > 0.005) return;
  statement.entries = statement.entries.filter((e) => !summarised.includes(e));
  statement.aggregates = [...statement.aggregates, ...summarised].sort((a, b) => a.line - b.line);
}

/**
 * A rent roll at the top and the income or fee lines below it can print the same dollars twice ('Collected 1,250.00'
 * in the roll, then 'Unit 1 - November rent 1,250.00'). When the lines add up to exactly what the roll lists, the
 * roll keeps its unit facts (scheduled, collected, vacancy) and the cash is counted once, from the lines.
 */
function countRentRollOnce(statement: OwnerStatement): void {
  for (const kind of ['rent', 'managementFee'] as const) {
    const rolled = statement.entries.filter((e) => e.kind === kind && e.fromRentRoll);
    const lines = statement.entries.filter((e) => e.kind === kind && !e.fromRentRoll);
    const total = (entries: readonly StatementEntry[]) => entries.reduce((t, e) => t + e.amount, 0);
    if (rolled.length === 0 || lines.length === 0 || Math.abs(total(rolled) - total(lines)) > 0.005) continue;
    statement.entries = statement.entries.filter((e) => !rolled.includes(e));
  }
}

/**
 * 'Rent collected  4,025.00' after the rent lines that make it up, or 'Management fees (429.00)' after
 * the rent roll's fee column, repeats dollars already counted: it is a total, not a new entry.
 */
function restatesEarlierLines(statement: OwnerStatement, entry: StatementEntry): boolean {
  if (entry.kind === 'opening' || entry.kind === 'closing' || entry.kind === 'draw') return false;
  const family = (kind: EntryKind) =>
    kind === 'rent' || kind === 'otherIncome'
      ? 'in'
      : kind === 'expense' || kind === 'managementFee' || kind === 'leasingFee' || kind === 'renewalFee'
        ? 'out'
        : kind;
  // Reversals are left out: a charge and its void add up to nothing, and any line would "restate" them.
  const charges = statement.entries.filter((e) => e.amount >= 0);
  const sameKind = charges.filter((e) => e.kind === entry.kind);
  const sameFamily = charges.filter((e) => family(e.kind) === family(entry.kind));
  return [sameKind, sameFamily].some(
    (group) => group.length >= 2 && Math.abs(group.reduce((t, e) => t + e.amount, 0) - entry.amount) < 0.005,
  );
}

/** Vacancy and lease events, from any line; a fee's own name ('Renewal fee') is not evidence of a renewal. */
function noteFacts(statement: OwnerStatement, row: Row, label: string, unitHint?: string): void {
  const text = `${label} ${row.text}`;
  const unit = unitHint ?? unitIn(text) ?? '*';
  const scheduledNote = /\bscheduled\s*(?:rent)?\s*:?\s*\$?\s*(\d[\d,]*\.\d{2})/i.exec(text);
  if (scheduledNote)
    statement.scheduledRent = {
      amount: (statement.scheduledRent?.amount ?? 0) + Number(scheduledNote[1]?.replaceAll(',', '')),
      line: row.line,
    };
  statement.statedMonthlyRent ??= readStatedMonthlyRent(text);
  if (/\bvacan(?:t|cy)\b/i.test(text) && unit !== '*') {
    const facts = statement.units.get(unit) ?? {
      unit,
      line: row.line,
      scheduled: null,
      collected: null,
      fee: null,
      vacant: true,
    };
    facts.vacant = true;
    statement.units.set(unit, facts);
  }
  const withoutFeeNames = text
    .replace(/\brenewal\s+(?:fee|commission|charge)\b/gi, '')
    .replace(/\bnew\s+lease\s+fee\b|\blease[-\s]?up\s+fee\b|\btenant\s+placement\s+fee\b/gi, '');
  const events = statement.events.get(unit) ?? { newLease: [], renewal: [] };
  if (NEW_LEASE.test(withoutFeeNames) && !events.newLease.includes(row.line)) events.newLease.push(row.line);
  if (RENEWAL.test(withoutFeeNames) && !events.renewal.includes(row.line)) events.renewal.push(row.line);
  statement.events.set(unit, events);
}

// 'Property: 410 Alder St, Eugene, OR 97401', or a street address set between rule lines ('--- 12 Elm St ---',
// '==== Property 2: 77 Birch Lane ===='), opens a property's block on a portfolio statement.
const PROPERTY_HEADING =
  /^\s*(?:property|prop\.?|building)\s*:\s*(\S.*)$|^\s*[-=*#~]{2,}\s*(?:(?:property|prop\.?|building)\s*#?\s*\d{0,3}\s*[:.-]\s*)?(\d+[A-Z]?\s+[A-Za-z].*?)\s*[-=*#~]{2,}\s*$/i;

// A street address opening a line with no amount ('8841 Hollyridge Rd, Jacksonville, FL 32256    Status: Leased') heads
// a property's block on a portfolio statement; the address, up to a wide gap, names it.
const ADDRESS_HEADING =
  /^\s*(\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:\d+(?:st|nd|rd|th)|[A-Za-z][\w.'-]*)(?:\s+[A-Za-z][\w.'-]*){0,3}\s+(?:st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|ct|court|way|pl|place|cir|circle|ter|terrace|pkwy|parkway|trl|trail|hwy|highway)\b\.?(?:,?\s(?!\s)[^,]*?)*?)(?:\s{2,}|$)/i;

function addressHeading(text: string): string | null {
  return ADDRESS_HEADING.exec(text)?.[1] ?? null;
}

// 'Status: Vacant', 'VACANT', 'vacant all month'; not 'was vacant until' or 'no longer vacant'.
const VACANT_PROPERTY = /\bvacant\b(?!\s+(?:until|through|thru))/i;

// 'Void: inv 5521 posted to wrong property', 'Credit - pool service overbilled', 'Refund of ...';
// never 'Credit card fee'.
const REVERSAL_WORDING =
  /^(?:void(?:ed)?|revers(?:al|ed|e)|credit(?!\s+card)|refund(?:ed)?)\b|\b(?:voided|reversed|refunded)\b/i;

/** Outside one-way columns a reversal is known by its wording, and only among charges (fees and expenses). */
function isReversal(label: string, kind: EntryKind): boolean {
  return isReversibleCharge(kind) && REVERSAL_WORDING.test(label);
}

function isReversibleCharge(kind: EntryKind): boolean {
  return kind === 'expense' || kind === 'managementFee';
}

export function unitIn(text: string): string | null {
  const match = UNIT_IN_TEXT.exec(text);
  return (match?.[1] ?? match?.[2] ?? null)?.toUpperCase() ?? null;
}
