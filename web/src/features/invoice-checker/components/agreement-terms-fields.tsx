import { Box, Flex, Grid, InputField, Text } from '@/components/ui';
import { agreementTermsSchema, type AgreementTermsValues } from '../api/audit-invoice';

/** The form's view of the terms: text as typed, so that an empty box means "not entered". */
export type TermsDraft = Record<TermKey, string>;
type TermKey = Exclude<keyof AgreementTermsValues, 'managementFeeBasis'> | 'managementFeeBasis';

const NUMBER_FIELDS: readonly { key: Exclude<TermKey, 'managementFeeBasis'>; label: string; hint: string }[] = [
  { key: 'managementFeePercent', label: 'Management fee (%)', hint: 'e.g. 8' },
  { key: 'leasingFeePercentOfRent', label: "Leasing fee (% of one month's rent)", hint: 'e.g. 100' },
  { key: 'leasingFeeFlat', label: 'Leasing fee ($, flat)', hint: 'instead of a percentage' },
  { key: 'renewalFee', label: 'Renewal fee ($)', hint: 'e.g. 250' },
  { key: 'repairMarkupPercent', label: 'Markup allowed on repairs (%)', hint: '0 = at cost' },
  { key: 'lateFeeAmount', label: 'Late fee ($)', hint: 'as the lease allows' },
  { key: 'lateFeeGraceDays', label: 'Late-fee grace period (days)', hint: 'days after the due date' },
  { key: 'vacancyFee', label: 'Fee on a vacant unit ($ per month)', hint: '0 = no fee while vacant' },
];

export const EMPTY_TERMS: TermsDraft = {
  managementFeePercent: '',
  managementFeeBasis: '',
  leasingFeePercentOfRent: '',
  leasingFeeFlat: '',
  renewalFee: '',
  repairMarkupPercent: '',
  lateFeeAmount: '',
  lateFeeGraceDays: '',
  vacancyFee: '',
};

/** Turns the draft into the API's terms: entered numbers only, or null when nothing was entered; errors by field. */
export function readTermsDraft(draft: TermsDraft): {
  terms: AgreementTermsValues | null;
  errors: Partial<Record<TermKey, string>>;
} {
  const values: Record<string, number | string> = {};
  for (const { key } of NUMBER_FIELDS) {
    const text = draft[key].trim().replace(/[$,%\s]/g, '');
    if (text !== '') values[key] = Number(text);
  }
  if (draft.managementFeeBasis !== '') values.managementFeeBasis = draft.managementFeeBasis;
  if (Object.keys(values).length === 0) return { terms: null, errors: {} };
  const parsed = agreementTermsSchema.safeParse(values);
  if (parsed.success) return { terms: parsed.data, errors: {} };
  const errors: Partial<Record<TermKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as TermKey;
    errors[key] ??= Number.isNaN(values[key]) ? 'Enter a number' : issue.message;
  }
  return { terms: null, errors };
}

export function AgreementTermsFields({
  draft,
  errors,
  onChange,
}: {
  draft: TermsDraft;
  errors: Partial<Record<TermKey, string>>;
  onChange: (draft: TermsDraft) => void;
}) {
  return (
    <Box asChild>
      <details>
        <summary>
          <Text size="2" weight="medium">
            Management agreement terms (optional)
          </Text>
        </summary>
        <Flex direction="column" gap="3" mt="3">
          <Text size="2" color="gray">
            Enter your agreement&apos;s terms to check each fee exactly. Terms left empty are checked against published
            market norms, and the result says so.
          </Text>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            {NUMBER_FIELDS.map(({ key, label, hint }) => (
              <InputField
                key={key}
                label={label}
                hint={hint}
                inputMode="decimal"
                value={draft[key]}
                error={errors[key]}
                onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
              />
            ))}
            <Flex direction="column" gap="1">
              <Text asChild size="2" weight="medium">
                <label htmlFor="terms-basis">Management fee is charged on</label>
              </Text>
              <select
                id="terms-basis"
                style={{ height: 40 }}
                value={draft.managementFeeBasis}
                onChange={(e) => onChange({ ...draft, managementFeeBasis: e.target.value })}
              >
                <option value="">Not entered (norm: rent collected)</option>
                <option value="collected">Rent collected</option>
                <option value="scheduled">Rent scheduled</option>
              </select>
            </Flex>
          </Grid>
        </Flex>
      </details>
    </Box>
  );
}
