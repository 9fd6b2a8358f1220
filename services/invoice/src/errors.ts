import { appError, invalidInput, notFound } from '@realty/service-kit';
import { fieldErrors, type ErrorCode } from '@realty/proto-schemas';
import type { ZodError } from 'zod';
import type { InvoiceInputError } from './domain/invoice-input.ts';

/** Maps the engine's input error codes onto the edge's code table (and so onto HTTP statuses). */
const CODE_MAP: Record<InvoiceInputError['code'], ErrorCode> = {
  'INVOICE.EMPTY_FILE': 'BAD_USER_INPUT',
  'INVOICE.ENCRYPTED_PDF': 'UNPROCESSABLE',
  'INVOICE.NO_AMOUNT_COLUMN': 'UNPROCESSABLE',
  'INVOICE.UNSUPPORTED_TYPE': 'UNSUPPORTED_MEDIA_TYPE',
  'INVOICE.TOO_LARGE': 'PAYLOAD_TOO_LARGE',
  'INVOICE.TOO_SHORT': 'BAD_USER_INPUT',
  'INVOICE.NO_TEXT_LAYER': 'UNPROCESSABLE',
  'INVOICE.UNREADABLE_PDF': 'UNPROCESSABLE',
  'INVOICE.SCAN_TOO_LARGE': 'PAYLOAD_TOO_LARGE',
  'INVOICE.UNREADABLE_IMAGE': 'UNPROCESSABLE',
  'INVOICE.OCR_TIMEOUT': 'UNPROCESSABLE',
};

export function invoiceInputError(err: InvoiceInputError, field: string) {
  return appError(CODE_MAP[err.code], err.message, { fields: { [field]: err.message }, domainCode: err.code });
}

/** 400 on the terms' fields: entered terms are checked with the contract's messages before anything runs. */
export function invalidTerms(error: ZodError) {
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, message]) => [`terms.${key}`, message]),
  );
  return invalidInput(fields);
}

/** 413: a file larger than the audit reads, refused before it is decoded. */
export const fileTooLarge = (maxBytes: number) =>
  appError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / 1024 / 1024} MB`, {
    fields: { invoice: 'File too large' },
  });

export const auditNotFound = () => notFound('Invoice audit not found');
