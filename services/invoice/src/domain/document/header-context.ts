/**
 * Header fields read from their context rather than from a label beside them: the seller named in a
 * block under a 'Seller' / 'Verkäufer' heading, a company name carrying a legal form (GmbH, SARL,
 * Inc.) in the letterhead, the issue date in a title line ('Rechnung Nr. 471102 vom 05.03.2018',
 * 'Invoice # RE-508 issued at 2020-11-21') and the due date inside the payment terms ('Zahlbar
 * innerhalb 30 Tagen netto bis 04.04.2018', 'Please remit until 2020-12-12').
 */
import { findDates } from '../dates.ts';
import type { Cell } from '../parsing/split-cells.ts';
import { BUYER_HEADING, LEGAL_FORM, SELLER_HEADING, TAX_REGISTRATION, TITLE_LINE } from './field-labels.ts';
import { readMoney } from './read-money.ts';

export interface ContextValue {
  value: string;
  line: number;
}

/** Lines under a buyer heading that still belong to the buyer's address block. */
const BLOCK_LINES = 5;

export function isBuyerHeading(text: string): boolean {
  return BUYER_HEADING.test(text.trim());
}

function nearest(cells: readonly Cell[], start: number): Cell | undefined {
  let best: Cell | undefined;
  for (const cell of cells) if (!best || Math.abs(cell.start - start) < Math.abs(best.start - start)) best = cell;
  return best;
}

function nameLike(text: string): boolean {
  return (
    /\p{L}{2}/u.test(text) && !/:/.test(text) && !/^\(?[\d+]/.test(text) && text.length <= 80 && !isBuyerHeading(text)
  );
}

// The line naming the company in a seller or buyer block: 'Name:', 'Firmenname:', 'Company name:', 'Raison sociale :'.
const BLOCK_NAME_LABEL =
  /^(?:name|firmenname|firma|company(?:\s+name)?|trading\s+name|raison\s+sociale|nom)\s*:\s*(.*)$/i;

/** The name under a seller heading: its 'Name:' line when the block has one, else the block's first line. */
export function sellerBlockVendor(rows: readonly Cell[][]): ContextValue | null {
  for (let i = 0; i < Math.min(rows.length, 40); i += 1) {
    const headings = rows[i] ?? [];
    const column = headings.findIndex((cell) => SELLER_HEADING.test(cell.text.trim()));
    const heading = headings[column];
    if (!heading) continue;
    let first: ContextValue | null = null;
    for (let j = i + 1; j < Math.min(rows.length, i + 1 + BLOCK_LINES); j += 1) {
      const cells = rows[j] ?? [];
      // Seller and buyer blocks side by side ('Vendeur    Acheteur', 'From    To'): a row with as many cells as the
      // headings has the seller's line in the heading's column, wherever the text put it.
      const sideBySide = headings.length > 1 && cells.length === headings.length;
      const cell = sideBySide ? cells[column] : nearest(cells, heading.start);
      if (!cell) continue;
      if (isBuyerHeading(cell.text)) break;
      // 'Name:  Lieferant GmbH' is one cell or two, depending on the gap after the colon.
      const named = BLOCK_NAME_LABEL.exec(cell.text.trim());
      const value = named ? (named[1] || cells[cells.indexOf(cell) + 1]?.text || '').trim() : '';
      if (value) return { value: withWrappedStart(rows, i, j, value), line: j + 1 };
      // Without a 'Name:' line the name is the block's first line, when that line holds nothing else.
      const alone = cells.length === 1 || sideBySide;
      if (j === i + 1 && alone && nameLike(cell.text.trim()) && !ADDRESS_LINE.test(cell.text.trim()))
        first = { value: cell.text.trim(), line: j + 1 };
    }
    if (first) return first;
  }
  return null;
}

/**
 * A long name wraps in its table cell while the 'Name:' label sits level with its second line: 'MVM Musterhafter' on
 * the row above 'Name:  Versicherungsverein Musterstadt a.G.'. An unlabelled name-like line inside the block, right
 * above the 'Name:' line, begins the name.
 */
function withWrappedStart(rows: readonly Cell[][], heading: number, nameRow: number, value: string): string {
  if (nameRow - 1 <= heading) return value;
  const above = rows[nameRow - 1] ?? [];
  const text = above[0]?.text.trim() ?? '';
  if (above.length !== 1 || /\d/.test(text) || !nameLike(text) || SELLER_HEADING.test(text)) return value;
  return `${text} ${value}`;
}

// The bank in a payment line ('Commerzbank AG · IBAN ...') is never the seller.
const BANK = /(?:bank|sparkasse|volksbank|raiffeisen|banque|cr[ée]dit|(?<!\p{L})(?:IBAN|BIC|SWIFT))(?!\p{L})/iu;

// 'DE 80333 München', '80333 München', '12 Main Street': address lines, never a name.
const ADDRESS_LINE = /^(?:[A-Z]{2}[-\s])?\d{4,5}\s|^\d+\s+\p{L}/u;

// 'Mariahilfer Straße 88', 'Seestrasse 41', 'Via Garibaldi 22': a street named before its number, never a name.
const STREET_LINE =
  /(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|damm|ufer)\s+\d|(?<!\p{L})(?:via|viale|calle|avenida|jalan|jln\.?|lorong|rua)\s+\p{L}.*\d/iu;

export function isStreetLine(text: string): boolean {
  return STREET_LINE.test(text) || ADDRESS_LINE.test(text);
}

/** The first company name with a legal form near the top, outside the buyer's address block. */
export function legalFormVendor(rows: readonly Cell[][]): ContextValue | null {
  let buyerUntil = -1;
  for (let i = 0; i < Math.min(rows.length, 20); i += 1) {
    const cells = rows[i] ?? [];
    if (cells.some((cell) => isBuyerHeading(cell.text))) buyerUntil = i + BLOCK_LINES;
    if (i <= buyerUntil) continue;
    // A name followed by 'c/o ...' or 'z. Hd. ...' is an addressee's.
    if (CARE_OF.test(rows[i + 1]?.[0]?.text.trim() ?? '')) continue;
    // An item row ('PICANHA BOVINA KG   1,25 KG   89,90') carries a price: its 'KG' is a unit, not a company.
    if (cells.some((cell) => readMoney(cell.text, false) !== null)) continue;
    const named = cells.flatMap((cell) => {
      const name = legalFormName(cell.text);
      return name ? [{ cell, name }] : [];
    });
    // An addressee with a legal form beside a name without one ('Northgate Holdings Inc.      FABRIKAM NL'): the name
    // whose web or e-mail domain the document prints is the seller's.
    const only = named.length === 1 ? named[0] : undefined;
    const besideName = (only && cells.length === 2 ? cells.find((c) => c !== only.cell)?.text.trim() : '') ?? '';
    if (only && besideName && nameLike(besideName) && !/\d/.test(besideName) && ownsDomain(besideName, rows))
      if (!ownsDomain(only.name, rows)) return { value: besideName, line: i + 1 };
    // Addressee and seller side by side ('Stadtwerke AG      Kabelbau Nord GmbH'): the seller's column goes on with
    // its telephone, e-mail or web address.
    const chosen = named.length > 1 ? (named.find((n) => columnHasContact(rows, i, n.cell)) ?? named[0]) : named[0];
    if (chosen) return { value: withFirstLine(rows, i, cells.length, chosen.name), line: i + 1 };
  }
  return null;
}

/** True when the name's first word (four letters or more) is the name of a web or e-mail domain the document prints. */
function ownsDomain(name: string, rows: readonly Cell[][]): boolean {
  const word = /^\p{L}{4,}/u.exec(name)?.[0].toLowerCase();
  if (!word) return false;
  return rows.some((row) =>
    row.some((cell) =>
      [...cell.text.matchAll(/(?:@|www\.|https?:\/\/)([a-z0-9-]+)\./gi)].some((m) => m[1]?.toLowerCase() === word),
    ),
  );
}

const CARE_OF = /^(?:c\/o|z\.\s?hd\.?|zu\s+händen|attn\.?|attention|fao|à\s+l['’]attention)(?![\p{L}])/iu;

/** The first company name with a legal form in a cell's text. */
function legalFormName(cellText: string): string | null {
  // Letterheads join name, street and town with separators: 'Global Goods Inc. · 789 Commerce Street'.
  for (const part of cellText.split(/\s+[·●•|–—-]\s+|\s{2,}/)) {
    // A company's registration number follows its name: '99 SPEED MART S/B (519537-X)'.
    const text = part
      .replace(/\s*\(\s*(?:co\.?\s*reg\.?\s*(?:no\.?)?\s*:?\s*)?[A-Z]{0,3}\d[\d-]*[A-Z]?\s*\)\s*$/i, '')
      .trim();
    const form = LEGAL_FORM.exec(text);
    // A name may begin with a number ('99 Speed Mart'), never be one.
    if (!form || !nameLike(text.replace(/^\d+\s+(?=\p{L})/u, '')) || /\d{3,}/.test(text) || BANK.test(text)) continue;
    // A two-letter form (SA, AG, SE) followed by more words is a word of the name ('Kainan sa Kanto').
    if (form[0].length <= 2 && /^\s+\p{L}/u.test(text.slice(form.index + form[0].length))) continue;
    const name = text.slice(0, form.index + form[0].length).trim();
    if (/\p{L}{2}/u.test(name.slice(0, form.index))) return name;
  }
  return null;
}

const CONTACT = /@|www\.|(?<!\p{L})(?:tel|tél|fon|telefon|phone|fax|t|e-?mail)(?!\p{L})\.?\s*:?\s*[+(\d]/iu;

function columnHasContact(rows: readonly Cell[][], index: number, cell: Cell): boolean {
  return rows
    .slice(index + 1, index + 1 + BLOCK_LINES + 1)
    .some((row) => row.some((c) => Math.abs(c.start - cell.start) <= 3 && CONTACT.test(c.text)));
}

// What German, French and English footers print beside the seller's name: its register, managers, seat, tax and
// company numbers ('Amtsgericht Köln HRB 88123', 'Geschäftsführer: ...', 'RCS Lyon', 'Registered in England No. ...').
const REGISTRATION =
  /(?<!\p{L})(?:amtsgericht|registergericht|handelsregister|HRB|HRA|gesch[äa]ftsf[üu]hr(?:er(?:in)?|ung)|inh(?:aber(?:in)?|\.)|vorstand|sitz(?:\s+der\s+gesellschaft)?|ust[-.\s]*id|steuer-?nr|RCS|SIRET|SIREN|capital(?:\s+social)?|registered\s+(?:in|office|number|no)|company\s+(?:no|number|reg))(?!\p{L})/iu;

/**
 * A company named with its legal form in a footer line that also gives its register, managers or tax numbers
 * ('Wärmetechnik Brückner GmbH · Geschäftsführer: Jan Brückner · Amtsgericht Köln HRB 88123'): the seller, whose
 * letterhead may be a logo the text does not carry.
 */
export function footerVendor(rows: readonly Cell[][]): ContextValue | null {
  for (let i = 0; i < rows.length; i += 1) {
    const text = (rows[i] ?? []).map((cell) => cell.text).join('  ');
    if (!REGISTRATION.test(text)) continue;
    const parts = text.split(/\s+[·●•|–—-]\s+|\s{2,}|,\s+/);
    for (const [index, part] of parts.entries()) {
      const form = LEGAL_FORM.exec(part);
      // 'Atelier Morel - SARL au capital de 5 000 €': the form and its capital follow the name in a part of their own.
      const before = parts[index - 1]?.trim() ?? '';
      if (form?.index === 0 && /^\S+\s+au\s+capital/i.test(part) && nameLike(before) && !/\d/.test(before))
        return { value: before, line: i + 1 };
      if (!form || BANK.test(part) || REGISTRATION.test(part)) continue;
      const name = part.slice(0, form.index + form[0].length).trim();
      if (/\p{L}{2}/u.test(name.slice(0, form.index)) && nameLike(name) && !/\d/.test(name))
        return { value: name, line: i + 1 };
    }
    const unformed = nameBesideAddress(rows, i, parts) ?? companyLineAbove(rows, i);
    if (unformed) return unformed;
  }
  return null;
}

/**
 * A footer of several lines gives the company with its address on one line and its managers and register on the next
 * ('Klempnerei Brandt GmbH · Bautzner Str. 71 · 01099 Dresden' over 'Geschäftsführer: ... · HRB 22871'): the name with
 * a legal form that opens the line above the register line, followed by its address.
 */
function companyLineAbove(rows: readonly Cell[][], index: number): ContextValue | null {
  const text = (rows[index - 1] ?? []).map((cell) => cell.text).join('  ');
  const [first = '', ...rest] = text.split(/\s+[·●•|–—-]\s+|\s{2,}/).map((part) => part.trim());
  const form = LEGAL_FORM.exec(first);
  const address = rest.some((part) => isStreetLine(part) || POSTCODE_TOWN.test(part));
  if (!form || !address || BANK.test(first) || /\d/.test(first) || !nameLike(first)) return null;
  return first.slice(form.index + form[0].length).trim() === '' ? { value: first, line: index } : null;
}

/**
 * A footer names a seller without a legal form before its address: on the registration line itself ('Informatique
 * Lyonnaise - 15 quai Perrache 69002 Lyon - SIRET ...') or on the line above it, alone and short.
 */
function nameBesideAddress(rows: readonly Cell[][], index: number, parts: readonly string[]): ContextValue | null {
  const [first = '', second = ''] = parts.map((part) => part.trim());
  const isAddress = (text: string) => isStreetLine(text) || /^\d/.test(text) || POSTCODE_TOWN.test(text);
  const isName = (text: string) =>
    nameLike(text) && !/\d|[.!?]$/.test(text) && text.split(/\s+/).length <= 6 && !TITLE_LINE.test(text);
  if (isName(first) && !REGISTRATION.test(first) && !BANK.test(first) && isAddress(second))
    return { value: first, line: index + 1 };
  const above = rows[index - 1] ?? [];
  const name = above[0]?.text.trim() ?? '';
  if (isAddress(first) && above.length === 1 && isName(name) && !BANK.test(name)) return { value: name, line: index };
  return null;
}

/**
 * The company that closes a document with its address and tax number ('Apple Distribution International Ltd.' over
 * 'Hollyhill, Cork' over 'VAT No. IE9700053D'): the seller, below the items and whatever names they carry.
 */
export function taxFooterVendor(rows: readonly Cell[][]): ContextValue | null {
  for (let i = rows.length - 1; i >= Math.floor(rows.length / 2); i -= 1) {
    const cells = rows[i] ?? [];
    if (cells.length !== 1 || !TAX_REGISTRATION.test(cells[0]?.text.trim() ?? '')) continue;
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const above = rows[j] ?? [];
      if (above.length !== 1) break;
      const name = legalFormName(above[0]?.text ?? '');
      if (name) return { value: name, line: j + 1 };
    }
  }
  return null;
}

// A company registration number on a line of its own: '(867388-U)', '002043319-W', '(JM0512345-T)', '(CO REG: 123-K)'.
const REGISTRATION_NUMBER_LINE =
  /^\(?\s*(?:co\.?\s*reg(?:\.|istration)?\s*(?:no\.?)?\s*:?\s*)?[A-Z]{0,3}\d{5,12}-[A-Z]\s*\)?$/i;

/**
 * Receipts print the registered name right above its registration number ('BERKAT JAYA ENTERPRISE' over
 * '(JM0512345-T)'), under any shop sign or description line: that name is the seller.
 */
export function registeredNameVendor(rows: readonly Cell[][]): ContextValue | null {
  for (let i = 1; i < Math.min(rows.length, 10); i += 1) {
    const cells = rows[i] ?? [];
    if (cells.length !== 1 || !REGISTRATION_NUMBER_LINE.test(cells[0]?.text.trim() ?? '')) continue;
    // The number may follow the address block: the name is the nearest line above that is not an address.
    for (let j = i - 1; j >= Math.max(0, i - 4); j -= 1) {
      const above = rows[j] ?? [];
      const name = above[0]?.text.trim() ?? '';
      if (above.length !== 1 || isStreetLine(name) || /\d.*,|,.*\d/.test(name)) continue;
      if (nameLike(name)) return { value: name, line: j + 1 };
      break;
    }
  }
  return null;
}

/**
 * The sender line printed small above the addressee (a windowed envelope's return address): 'weclapp.com | Somestreet
 * 42 | 08155 Some city', 'Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène'. Its first part names the
 * seller, even where the buyer's name below it carries a legal form.
 */
export function senderLineVendor(rows: readonly Cell[][]): ContextValue | null {
  for (let i = 0; i < Math.min(rows.length, 15); i += 1) {
    // Right under a letterhead name, the same line is that letterhead's address ('The Old Forge, Redbrook, Monmouth
    // NP25 4LP' under 'Redbrook Arboriculture'): its first part is a house name, not the seller.
    if (underLetterheadName(rows, i)) continue;
    for (const cell of rows[i] ?? []) {
      const parts = cell.text.split(/\s+[|·•–—-]\s+|,\s+/).map((p) => p.trim());
      if (parts.length < 3 || !parts.slice(1).some((p) => POSTCODE_TOWN.test(p))) continue;
      const name = parts[0] ?? '';
      // A name carries no digits; a first part with one is the street ('NO 12, JALAN BESAR, 81000 KULAI').
      if (nameLike(name) && !/\d/.test(name)) return { value: name, line: i + 1 };
    }
  }
  return null;
}

function underLetterheadName(rows: readonly Cell[][], index: number): boolean {
  const before = rows.slice(0, index).filter((row) => row.length > 0);
  const only = before.length === 1 ? before[0] : undefined;
  const text = only?.length === 1 ? (only[0]?.text.trim() ?? '') : '';
  return text !== '' && nameLike(text) && !/\d/.test(text) && !TITLE_LINE.test(text);
}

// '08155 Some city', 'DE 10369 Berlin', 'Springfield, IL 62701' split as 'IL 62701', 'London SW1A 1AA'.
const POSTCODE_TOWN =
  /^(?:[A-Z]{1,2}[-\s])?\d{4,5}\s+\p{L}|^[A-Z]{2}\s+\d{5}(?:-\d{4})?$|[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}$/u;

/**
 * A letterhead name printed over two lines ('MVM Musterhafter' over 'Versicherungsverein Musterstadt a.G.') is one
 * name; a title above it ('INVOICE') is not part of it.
 */
function withFirstLine(rows: readonly Cell[][], index: number, width: number, name: string): string {
  const above = rows[index - 1] ?? [];
  const firstContent = rows.findIndex((r) => r.length > 0);
  const text = above[0]?.text.trim() ?? '';
  if (
    index - 1 !== firstContent ||
    above.length !== 1 ||
    width !== 1 ||
    /\d|:/.test(text) ||
    !nameLike(text) ||
    TITLE_LINE.test(text)
  )
    return name;
  return `${text} ${name}`;
}

const TITLE_WITH_NUMBER =
  /^(?:\S*rechnung|rechnungskorrektur|gutschrift|invoice|facture|avoir|credit\s+note)(?![\p{L}])\s*(?:\(\d+\)\s*)?(?:nr\.?|no\.?|n°|#|number|nummer)?\s*[:.]?\s*[A-Z0-9][\w\-/.]*\d[\w\-/.]*\s+(?:vom|von|du|dated|issued\s+(?:at|on)|of)\s+(.*)$/iu;

// The same inside a longer title, where the number needs its marker: 'Invoice information for accounting purposes
// (751) Nr. TX-471102 vom 30.10.2019', 'Facture d'acompte n° F-12 du 17 février 2026'.
// A title that refers to another invoice ('Stornorechnung ... zu Rechnung Nr. RE-71 vom 14.04.2025', 'Credit note
// against invoice no. 17 dated ...') gives that invoice's number and date, not this document's.
const NUMBER_DATED_IN_TITLE =
  /(?<!\p{L})(?<!(?:zu|zur|zum|gegen|against|to|for|original|ursprünglichen?|à\s+la|de\s+la|sur\s+la)\s+)(?:invoice|rechnung|facture|gutschrift|avoir|credit\s+note|beleg)[^:]{0,60}?(?<![\p{L}])(?:nr\.?|no\.?|n°|#|number|nummer)\s*[:.]?\s*([A-Z0-9][\w\-/.]*\d[\w\-/.]*)\s+(?:vom|von|du|dated|issued\s+(?:at|on)|of)\s+(.*)$/iu;

/** 'Handelsrechnung (380) Nr. 471102 vom 05.03.2018': the date the title gives the invoice, and its number. */
export function datedTitle(
  lines: readonly string[],
  dayFirst: boolean,
): (ContextValue & { number: string | null }) | null {
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const line = (lines[i] ?? '').trim();
    const anchored = TITLE_WITH_NUMBER.exec(line);
    const inside = anchored ? null : NUMBER_DATED_IN_TITLE.exec(line);
    const rest = anchored?.[1] ?? inside?.[2];
    const date = rest ? findDates(rest, dayFirst)[0] : undefined;
    if (date && date.index === 0) return { value: date.iso, line: i + 1, number: inside?.[1] ?? null };
  }
  return null;
}

// A letter's place and date, 'München, den 01.11.2024', 'Paris, le 17 février 2026', 'London, 3 March 2025': the day
// the document was written.
const PLACE_AND_DATE = /^\p{Lu}[\p{L}'’. -]{1,30},\s*(den|le|am|the)?\s*(.*)$/u;

export function placeAndDate(rows: readonly Cell[][], dayFirst: boolean): ContextValue | null {
  for (let i = 0; i < Math.min(rows.length, 40); i += 1) {
    const cells = rows[i] ?? [];
    for (const [index, cell] of cells.entries()) {
      const match = PLACE_AND_DATE.exec(cell.text.trim());
      // 'München, den' and its date can fall into two cells when a wide gap follows 'den'.
      const rest = match?.[2] || (match?.[1] ? cells[index + 1]?.text : undefined);
      const date = rest ? findDates(rest, dayFirst)[0] : undefined;
      if (date && date.index === 0 && date.raw.length === rest?.trim().length) return { value: date.iso, line: i + 1 };
    }
  }
  return null;
}

const PAY_BY =
  /(?<!\p{L})(?:zahlbar|überweisen|payable|pay(?:ment)?|remit|transfer|à\s+régler|à\s+payer|fällig|due)(?!\p{L})[^.;]{0,60}?\b(?:bis(?:\s+(?:zum|spätestens))?|until|by|before|avant\s+le|au\s+plus\s+tard\s+le)\s+(.*)$/iu;

// '... zu der Fälligkeit 21.05.2014 abbuchen', 'Fälligkeit am 01.04.2014': a due date named in running text.
const DUE_IN_TEXT = /(?<!\p{L})(?:fälligkeit|échéance)(?:\s+(?:am|zum|le|au))?\s+(\d.*)$/iu;

/** 'Zahlbar innerhalb 30 Tagen netto bis 04.04.2018': the first pay-by date in the payment terms. */
export function dueDateInTerms(lines: readonly string[], dayFirst: boolean): ContextValue | null {
  for (let i = 0; i < lines.length; i += 1) {
    const rest = PAY_BY.exec(lines[i] ?? '')?.[1] ?? DUE_IN_TEXT.exec(lines[i] ?? '')?.[1];
    const date = rest ? findDates(rest, dayFirst)[0] : undefined;
    if (date && date.index === 0) return { value: date.iso, line: i + 1 };
  }
  return null;
}
