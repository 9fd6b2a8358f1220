import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { MarketDataError } from '../errors.ts';
import { RAW_FILES, type RawFileSpec } from './source-urls.ts';

/** Large publisher files (tens of MB) need time; a stalled connection must not hang service start forever. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * Downloads every raw file from its publisher into `targetDir`, in the same layout as shared/data/raw.
 * Files that publishers only offer as spreadsheets cannot be fetched automatically; all such gaps are
 * collected and reported together, so that one run tells the operator everything that is missing.
 */
export async function downloadRawFiles(targetDir: string, log: (line: string) => void): Promise<void> {
  const problems: string[] = [];
  for (const spec of Object.values(RAW_FILES) as RawFileSpec[]) {
    const target = join(targetDir, spec.path);
    try {
      const body = await fetchRawFile(spec);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
      log(`downloaded ${spec.download.url} -> ${target}`);
    } catch (error) {
      problems.push(`- ${spec.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) {
    throw new MarketDataError(
      'MARKET_DATA.DOWNLOAD_FAILED',
      `Could not obtain all raw market data files in ${targetDir}:\n${problems.join('\n')}\n` +
        'Set RAW_DATA_DIR to a directory holding the raw files (layout of shared/data/raw) to build offline.',
    );
  }
}

async function fetchRawFile(spec: RawFileSpec): Promise<string | Buffer> {
  const method = spec.download;
  switch (method.kind) {
    case 'manual':
      throw new MarketDataError(
        'MARKET_DATA.DOWNLOAD_NOT_AVAILABLE',
        `no CSV is published at ${method.url}. ${method.manualSteps}`,
      );
    case 'csv':
      return (await fetchBytes(method.url)).toString('utf8');
    case 'census-api':
      return censusApiJsonToCsv((await fetchBytes(method.url)).toString('utf8'), method.url);
    case 'zip-member':
      return extractZipMember(await fetchBytes(method.url), method.member, method.url);
  }
}

async function fetchBytes(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new MarketDataError('MARKET_DATA.DOWNLOAD_FAILED', `request to ${url} failed (${describe(error)})`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new MarketDataError('MARKET_DATA.DOWNLOAD_FAILED', `${url} answered HTTP ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * The Census Data API answers a JSON array of rows whose first row holds the variable names. The
 * data.census.gov CSV export that the pipeline reads has the same names, followed by a row of labels. Census
 * API sentinel numbers are turned back into the symbols of the CSV export. The API reports open-ended
 * medians ("2,000,000+") as plain numbers, so that bound is lost on this path.
 */
export function censusApiJsonToCsv(json: string, url: string): string {
  let rows: unknown;
  try {
    rows = JSON.parse(json);
  } catch (error) {
    throw new MarketDataError('MARKET_DATA.RAW_FILE_INVALID', `${url} did not return JSON`, { cause: error });
  }
  if (!Array.isArray(rows) || rows.length < 2 || !rows.every(Array.isArray)) {
    throw new MarketDataError('MARKET_DATA.RAW_FILE_INVALID', `${url} did not return a Census API table`);
  }
  const [header, ...data] = rows as unknown[][];
  const names = (header ?? []).map(String);
  const quote = (v: string): string => `"${v.replace(/"/g, '""')}"`;
  const lines = [names.map(quote).join(','), names.map(() => quote('')).join(',')];
  for (const row of data) {
    lines.push(row.map((v) => quote(censusSentinelToSymbol(v === null ? '' : String(v)))).join(','));
  }
  return `${lines.join('\n')}\n`;
}

const CENSUS_SENTINELS = new Map([
  ['-666666666', '-'],
  ['-999999999', '-'],
  ['-888888888', '(X)'],
  ['-222222222', '**'],
  ['-333333333', '***'],
  ['-555555555', '*****'],
]);

function censusSentinelToSymbol(value: string): string {
  return CENSUS_SENTINELS.get(value.replace(/\.0+$/, '')) ?? value;
}

/** Reads one member of a zip archive through its central directory (stored or deflated entries only). */
export function extractZipMember(archive: Buffer, member: string, url: string): string {
  const fail = (why: string): never => {
    throw new MarketDataError('MARKET_DATA.RAW_FILE_INVALID', `${url}: ${why}`);
  };
  // The end-of-central-directory record sits within the last 64 KiB + 22 bytes of the file.
  let eocd = -1;
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 65_557); i -= 1) {
    if (archive.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) fail('not a zip archive');
  const entries = archive.readUInt16LE(eocd + 10);
  let offset = archive.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) fail('corrupt central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === member) {
      const localNameLength = archive.readUInt16LE(localOffset + 26);
      const localExtraLength = archive.readUInt16LE(localOffset + 28);
      const start = localOffset + 30 + localNameLength + localExtraLength;
      const data = archive.subarray(start, start + compressedSize);
      if (method === 0) return data.toString('utf8');
      if (method === 8) return inflateRawSync(data).toString('utf8');
      fail(`unsupported compression method ${method} for ${member}`);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return fail(`archive has no member ${member}`);
}
