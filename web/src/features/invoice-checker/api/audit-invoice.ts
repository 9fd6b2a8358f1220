import { useMutation } from '@apollo/client/react';
import { agreementTermsSchema, invoiceSchema } from '@realty/proto-schemas';
import type { z } from 'zod';
// The operations are written in ./audit-invoice.graphql; codegen types them into '@/__generated__/graphql'.
import {
  AuditInvoiceDocument,
  AuditInvoiceFileDocument,
  type InvoiceAuditDetailsFragment,
} from '@/__generated__/graphql';

export { agreementTermsSchema, invoiceSchema };
export type InvoiceInput = z.infer<typeof invoiceSchema>;
export type AgreementTermsValues = z.infer<typeof agreementTermsSchema>;
export type InvoiceAuditResult = InvoiceAuditDetailsFragment;

export function useAuditInvoice() {
  return useMutation(AuditInvoiceDocument);
}

export function useAuditInvoiceFile() {
  return useMutation(AuditInvoiceFileDocument);
}

/**
 * The accepted upload types (the spec's upload path; we show the picker). Scans and photos are read by OCR on the
 * server.
 */
export const INVOICE_FILE_ACCEPT =
  '.txt,.csv,.pdf,.png,.jpg,.jpeg,text/plain,text/csv,application/pdf,image/png,image/jpeg';
export const MAX_INVOICE_FILE_BYTES = 5 * 1024 * 1024;

/** Reads a file as base64 without the data-URL prefix. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
