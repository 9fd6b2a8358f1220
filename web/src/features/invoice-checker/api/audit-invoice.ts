import { useMutation } from '@apollo/client/react';
import { agreementTermsSchema, invoiceSchema } from '@realty/proto-schemas';
import type { z } from 'zod';
import { graphql } from '@/__generated__';
import type { InvoiceAuditDetailsFragment } from '@/__generated__/graphql';

export { agreementTermsSchema, invoiceSchema };
export type InvoiceInput = z.infer<typeof invoiceSchema>;
export type AgreementTermsValues = z.infer<typeof agreementTermsSchema>;
export type InvoiceAuditResult = InvoiceAuditDetailsFragment;

/** One finding as every audit view shows it (the result page and the portal's audit dialog). */
export const AuditFindingFieldsFragmentDoc = graphql(`
  fragment AuditFindingFields on Finding {
    type
    code
    title
    description
    impact
    lineRefs
  }
`);

export const InvoiceAuditDetailsFragmentDoc = graphql(`
  fragment InvoiceAuditDetails on InvoiceAudit {
    id
    createdAt
    issuesFound
    flaggedItems
    verifiedItems
    findings {
      ...AuditFindingFields
      amount
      evidence {
        line
        text
      }
    }
    documentClass
    documentClassLabel
    classConfidence
    fields {
      name
      label
      value
      amount
      confidence
      line
      found
    }
    termsSource
    vendor
    invoiceNumber
    invoiceDate
    total
    totalImpact
    summary
    sourceType
    lineItems {
      line
      description
      quantity
      unitPrice
      amount
      flagged
    }
  }
`);

export const AuditInvoiceDocument = graphql(`
  mutation AuditInvoice($content: String!, $terms: AgreementTermsInput) {
    auditInvoice(content: $content, terms: $terms) {
      ...InvoiceAuditDetails
    }
  }
`);

export const AuditInvoiceFileDocument = graphql(`
  mutation AuditInvoiceFile($file: InvoiceFileInput!, $terms: AgreementTermsInput) {
    auditInvoiceFile(file: $file, terms: $terms) {
      ...InvoiceAuditDetails
    }
  }
`);

export function useAuditInvoice() {
  return useMutation(AuditInvoiceDocument);
}

export function useAuditInvoiceFile() {
  return useMutation(AuditInvoiceFileDocument);
}

/** The accepted upload types (the spec's upload path; we show the picker). */
export const INVOICE_FILE_ACCEPT = '.txt,.csv,.pdf,text/plain,text/csv,application/pdf';
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
