import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from './execute.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a multipart body with hard limits: one file of at most `maxFileBytes`, a few small
 * text fields. A file over the limit answers 413 and is never buffered past the limit.
 */
export function readMultipart(req: Request, maxFileBytes: number): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 10_000, parts: 12 } });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed: HttpError | null = null;
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
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
    bb.on('error', () => reject(new HttpError(400, 'Malformed multipart body')));
    bb.on('close', () => (failed ? reject(failed) : resolve({ fields, files })));
    req.pipe(bb);
  });
}
