import { useState } from 'react';
import type { DealField, DealInput } from '@realty/proto-schemas';
import { Box, Flex, FormRow, FormRowSubmit, InputField } from '@/components/ui';
import { useZodForm } from '@/lib/form-fields';
import { propertyAnalysisSchema, type PropertyAnalysisInput } from '../api/analyze-property';
import { useAssumptionDefaults } from '../api/deal-operations';
import { DealFields, toDealInput, type AssumptionDefault, type DealText } from './deal-fields';

export type PropertyRequest = PropertyAnalysisInput & { overrides: DealInput };

export function PropertyForm({
  defaultAddress = '',
  busy,
  onSubmit,
  submitLabel = 'Analyze Property',
}: {
  defaultAddress?: string;
  busy: boolean;
  onSubmit: (input: PropertyRequest) => void | Promise<void>;
  submitLabel?: string;
}) {
  const { field, handleSubmit } = useZodForm(propertyAnalysisSchema, { address: defaultAddress, zipCode: '' });
  const { data } = useAssumptionDefaults(false);
  const defaults: AssumptionDefault[] = data?.propertyAssumptionDefaults ?? [];
  const [dealText, setDealText] = useState<DealText>({});
  const [dealErrors, setDealErrors] = useState<DealText>({});
  // Assumptions start at their defaults; a field the user has not typed in shows the default.
  const shown: DealText = { ...Object.fromEntries(defaults.map((d) => [d.key, String(d.value)])), ...dealText };
  const onChange = (field: DealField, value: string) => setDealText((t) => ({ ...t, [field]: value }));

  const submit = handleSubmit((location) => {
    const deal = toDealInput(shown, defaults);
    if ('errors' in deal) {
      setDealErrors(deal.errors);
      return;
    }
    setDealErrors({});
    return onSubmit({ ...location, overrides: deal.input });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Property analysis">
      <Flex direction="column" gap="4">
        <FormRow>
          <Box flexGrow="1">
            <InputField
              label="Property Address"
              placeholder="500 E 5th St, Austin, TX"
              autoComplete="street-address"
              {...field('address')}
            />
          </Box>
          <Box width={{ initial: '100%', sm: '160px' }}>
            <InputField
              label="ZIP Code"
              placeholder="78701"
              inputMode="numeric"
              autoComplete="postal-code"
              {...field('zipCode')}
            />
          </Box>
          <FormRowSubmit busy={busy} label={submitLabel} busyLabel="Analyzing..." />
        </FormRow>
        <DealFields text={shown} errors={dealErrors} defaults={defaults} onChange={onChange} />
      </Flex>
    </form>
  );
}
