import { useRef, useState } from 'react';
import { Box, Button, Flex, Separator, Text, TextAreaField } from '@/components/ui';
import { useZodForm } from '@/lib/form-fields';
import {
  INVOICE_FILE_ACCEPT,
  invoiceSchema,
  MAX_INVOICE_FILE_BYTES,
  type AgreementTermsValues,
} from '../api/audit-invoice';
import { AgreementTermsFields, EMPTY_TERMS, readTermsDraft, type TermsDraft } from './agreement-terms-fields';

export function InvoiceForm({
  busy,
  remainingNote,
  onSubmitText,
  onSubmitFile,
  defaultContent = '',
}: {
  busy: boolean;
  remainingNote: string;
  onSubmitText: (content: string, terms: AgreementTermsValues | null) => void | Promise<void>;
  onSubmitFile: (file: File, terms: AgreementTermsValues | null) => void | Promise<void>;
  defaultContent?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [termsDraft, setTermsDraft] = useState<TermsDraft>(EMPTY_TERMS);
  const [termsErrors, setTermsErrors] = useState<ReturnType<typeof readTermsDraft>['errors']>({});
  /** The entered terms, or undefined (and the errors shown) when one of them is not valid. */
  const termsOrErrors = (): AgreementTermsValues | null | undefined => {
    const { terms, errors } = readTermsDraft(termsDraft);
    setTermsErrors(errors);
    return Object.keys(errors).length > 0 ? undefined : terms;
  };
  const { field, handleSubmit } = useZodForm(invoiceSchema, { content: defaultContent });

  const chooseFile = (chosen: File | null) => {
    setFileError(null);
    if (chosen && chosen.size > MAX_INVOICE_FILE_BYTES) {
      setFile(null);
      setFileError('The file is larger than 5 MB. Paste the invoice text instead.');
      return;
    }
    setFile(chosen);
  };

  return (
    <Flex direction="column" gap="4">
      <form
        onSubmit={handleSubmit((v) => {
          const terms = termsOrErrors();
          if (terms !== undefined) return onSubmitText(v.content, terms);
          return undefined;
        })}
        noValidate
        aria-label="Invoice audit"
      >
        <Flex direction="column" gap="3">
          <TextAreaField
            label="Invoice Content"
            placeholder="Paste the invoice text here: vendor, line items with quantities and prices, and the total."
            style={{ minHeight: 200 }}
            {...field('content')}
          />
          <AgreementTermsFields draft={termsDraft} errors={termsErrors} onChange={setTermsDraft} />
          <Text size="2" color="gray" data-testid="remaining-note">
            {remainingNote}
          </Text>
          <Box>
            <Button type="submit" size="3" disabled={busy}>
              {busy ? 'Auditing...' : 'Audit Invoice'}
            </Button>
          </Box>
        </Flex>
      </form>
      <Flex align="center" gap="3">
        <Separator size="4" style={{ flex: 1 }} />
        <Text size="1" color="gray">
          OR
        </Text>
        <Separator size="4" style={{ flex: 1 }} />
      </Flex>
      <Flex direction="column" gap="2">
        <label htmlFor="invoice-file">
          <Text size="2" weight="medium">
            Upload an invoice file (.txt, .csv, .pdf, or a scan or photo as .png or .jpg)
          </Text>
        </label>
        <Text size="1" color="gray" id="invoice-file-help">
          Scans and photos are read by OCR (English text, up to 5 pages); a sharp, straight, well-lit photo reads best.
        </Text>
        <input
          id="invoice-file"
          ref={fileInput}
          type="file"
          accept={INVOICE_FILE_ACCEPT}
          aria-describedby="invoice-file-help"
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        {fileError ? (
          <Text size="1" color="red" role="alert">
            {fileError}
          </Text>
        ) : null}
        {file ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2">Selected: {file.name}</Text>
            <Button
              variant="soft"
              disabled={busy}
              onClick={async () => {
                const terms = termsOrErrors();
                if (terms === undefined) return;
                await onSubmitFile(file, terms);
                setFile(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {busy ? 'Auditing...' : 'Audit File'}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Flex>
  );
}
