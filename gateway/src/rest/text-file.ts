import type { Request } from 'express';
import { HttpError } from './execute.ts';

/** A CSV must be UTF-8 text: NUL bytes or invalid UTF-8 mean a binary file sent under a .csv name. */
export function decodeTextFile(bytes: Buffer): string {
  const unsupported = new HttpError(
    415,
    'The file is not a CSV text file. Please upload a .csv file with columns address, zipCode.',
  );
  if (bytes.includes(0)) throw unsupported;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported;
  }
}

export const isMultipart = (req: Request) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
