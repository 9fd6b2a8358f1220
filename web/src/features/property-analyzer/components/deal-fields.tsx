import { dealFields, type DealField, type DealInput } from '@realty/proto-schemas';
import { Box, Flex, Grid, InputField, Text } from '@/components/ui';
import { formatAssumption } from './format-assumption';

// The deal part of the analyzer form: the property's facts up front (price, rent, beds, baths, size, type) and
// the assumptions folded under "Assumptions", each prefilled with its default and showing its source. Only
// values the user changes are sent, so market-derived defaults (rate, tax, vacancy, growth) stay market-derived.

export type DealText = Partial<Record<DealField, string>>;

export interface AssumptionDefault {
  key: string;
  label: string;
  value: number;
  unit: string;
  source: string;
  rationale: string;
}

export const PROPERTY_FACTS: Array<{ key: DealField; label: string; placeholder: string }> = [
  { key: 'purchasePrice', label: 'Asking price ($)', placeholder: 'our estimate if blank' },
  { key: 'monthlyRent', label: 'Rent ($/month)', placeholder: 'our estimate if blank' },
  { key: 'bedrooms', label: 'Bedrooms', placeholder: 'e.g. 3' },
  { key: 'bathrooms', label: 'Bathrooms', placeholder: 'e.g. 2' },
  { key: 'livingAreaSqft', label: 'Living area (sq ft)', placeholder: 'e.g. 1,650' },
];

export const PROPERTY_TYPE_OPTIONS = [
  { value: '', label: 'Not specified' },
  { value: 'single_family', label: 'Single-family' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'multi_family', label: '2-4 unit' },
];

const SELECT_STYLE = {
  height: 40,
  borderRadius: 'var(--radius-2)',
  border: '1px solid var(--gray-7)',
  padding: '0 8px',
  background: 'var(--color-surface)',
  color: 'var(--gray-12)',
};

/** Validates the typed values with the contract's rules; returns the deal input or the field messages. */
export function toDealInput(
  text: DealText,
  defaults: AssumptionDefault[],
): { input: DealInput } | { errors: DealText } {
  const input: Record<string, unknown> = {};
  const errors: DealText = {};
  for (const [key, raw] of Object.entries(text) as Array<[DealField, string | undefined]>) {
    const trimmed = (raw ?? '').trim();
    if (trimmed === '') continue;
    const value = key === 'propertyType' ? trimmed : Number(trimmed.replace(/[$,\s]/g, ''));
    const fallback = defaults.find((d) => d.key === key);
    if (fallback && value === fallback.value) continue; // Unchanged default: let the server choose it.
    const parsed = dealFields[key].safeParse(value);
    if (parsed.success) input[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? 'Invalid value';
  }
  return Object.keys(errors).length ? { errors } : { input: input as DealInput };
}

function Field({
  field,
  label,
  placeholder,
  text,
  errors,
  onChange,
}: {
  field: DealField;
  label: string;
  placeholder?: string;
  text: DealText;
  errors: DealText;
  onChange: (f: DealField, v: string) => void;
}) {
  return (
    <InputField
      label={label}
      name={field}
      inputMode="decimal"
      placeholder={placeholder}
      value={text[field] ?? ''}
      error={errors[field]}
      onChange={(e) => onChange(field, e.target.value)}
    />
  );
}

export function DealFields({
  text,
  errors,
  defaults,
  onChange,
}: {
  text: DealText;
  errors: DealText;
  defaults: AssumptionDefault[];
  onChange: (f: DealField, v: string) => void;
}) {
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: '2', sm: '3', md: '6' }} gap="3">
        {PROPERTY_FACTS.map((f) => (
          <Field
            key={f.key}
            field={f.key}
            label={f.label}
            placeholder={f.placeholder}
            text={text}
            errors={errors}
            onChange={onChange}
          />
        ))}
        <Flex direction="column" gap="1">
          <Text asChild size="2" weight="medium">
            <label htmlFor="deal-property-type">Property type</label>
          </Text>
          <select
            id="deal-property-type"
            name="propertyType"
            style={SELECT_STYLE}
            value={text.propertyType ?? ''}
            onChange={(e) => onChange('propertyType', e.target.value)}
          >
            {PROPERTY_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {errors.propertyType ? (
            <Text size="1" color="red" role="alert">
              {errors.propertyType}
            </Text>
          ) : null}
        </Flex>
      </Grid>
      {defaults.length ? (
        <details data-testid="assumptions-section">
          <summary>
            <Text size="2" weight="medium">
              Assumptions (prefilled with the defaults; change any of them)
            </Text>
          </summary>
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" mt="3">
            {defaults.map((d) => (
              <Box key={d.key}>
                <Field
                  field={d.key as DealField}
                  label={`${d.label} (${d.unit})`}
                  text={text}
                  errors={errors}
                  onChange={onChange}
                />
                <Text size="1" color="gray" title={d.rationale}>
                  Default {formatAssumption(d.value, d.unit)} · {d.source}
                </Text>
              </Box>
            ))}
          </Grid>
        </details>
      ) : null}
    </Flex>
  );
}
