import { appError } from '@realty/service-kit';
import type { ErrorCode } from '@realty/proto-schemas';
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
