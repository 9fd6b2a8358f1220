/**
 * A small RFC 4180 CSV reader. The raw files are at most ~12 MB, so reading a whole file into a string and
 * scanning it once is both simpler and faster than a streaming parser.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const delim = delimiter.charCodeAt(0);
  while (i < n) {
    const c = text.charCodeAt(i);
    if (inQuotes) {
      if (c === 34 /* " */) {
        if (text.charCodeAt(i + 1) === 34) {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      // Copy a run of ordinary characters at once rather than one by one.
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === 34) {
      inQuotes = true;
      i += 1;
    } else if (c === delim) {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === 10 /* \n */ || c === 13 /* \r */) {
      row.push(field);
      field = '';
      rows.push(row);
      row = [];
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else {
      field += text[i];
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines (a trailing newline, the Tax Foundation file's empty last line) are not records.
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** A table with a header row, read by column name so that column order in a new vintage does not matter. */
export interface CsvTable {
  header: string[];
  rows: string[][];
  column(name: string): number;
  /** The index of each named column, e.g. `{ state: 'State' }` -> `{ state: 3 }`; a missing one throws. */
  columns<K extends string>(names: Readonly<Record<K, string>>): Record<K, number>;
}

export function csvTable(rows: string[][], source: string): CsvTable {
  const [header, ...rest] = rows;
  if (!header) throw new Error(`${source}: the file is empty`);
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const column = (name: string): number => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`${source}: expected column "${name}" is missing`);
    return i;
  };
  return {
    header,
    rows: rest,
    column,
    columns: <K extends string>(names: Readonly<Record<K, string>>) =>
      Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, column(name)])) as Record<K, number>,
  };
}

export function cell(row: string[], index: number): string {
  return (row[index] ?? '').trim();
}
