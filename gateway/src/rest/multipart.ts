import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from './execute.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

const MALFORMED = () => new HttpError(400, 'Malformed multipart body');

/**
 * Reads a multipart body with hard limits: one file of at most `maxFileBytes`, a few small
 * text fields. A file over the limit answers 413 and is never buffered past the limit.
 * Every stream involved (the request, the parser, each file part) has an error listener: a
 * body cut off half-way ("Unexpected end of form") is the client's problem and answers 400;
 * an unheard stream error would otherwise take the whole gateway process down.
 */
export function readMultipart(
  req: Request,
  maxFileBytes: number,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 10_000, parts: 12 },
      });
    } catch {
      reject(MALFORMED());
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed: HttpError | null = null;
    let settled = false;

    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(bb);
      // Keep draining what the client still sends so the answer can be written and read.
      req.resume();
      reject(err);
    };

    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', () => fail(MALFORMED()));
      stream.on('limit', () => {
        failed = new HttpError(413, `File too large: the limit is ${Math.round(maxFileBytes / 1024 / 1024)} MB`);
        stream.resume();
      });
      stream.on('end', () => {
        if (!failed) files.push({ field, filename: info.filename ?? 'upload', bytes: Buffer.concat(chunks) });
      });
    });
    bb.on('filesLimit', () => {
      failed ??= new HttpError(400, 'Only one file can be uploaded at a time');
    });
    bb.on('fieldsLimit', () => {
      failed ??= new HttpError(400, 'Too many form fields');
    });
    bb.on('partsLimit', () => {
      failed ??= new HttpError(400, 'Too many form parts');
    });
    bb.on('error', () => fail(MALFORMED()));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      if (failed) reject(failed);
      else resolve({ fields, files });
    });
    req.on('error', () => fail(new HttpError(400, 'The request body was cut off')));
    req.on('aborted', () => fail(new HttpError(400, 'The request body was cut off')));
    req.pipe(bb);
  });
}
