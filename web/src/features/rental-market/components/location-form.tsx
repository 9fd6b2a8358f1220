import { useEffect } from 'react';
import { Box, FormRow, FormRowSubmit, InputField } from '@/components/ui';
import { useZodForm } from '@/lib/form-fields';
import { rentalMarketSchema, type RentalMarketInput } from '../api/get-rental-market';

export function LocationForm({
  busy,
  onSubmit,
  value,
}: {
  busy: boolean;
  onSubmit: (input: RentalMarketInput) => void | Promise<void>;
  value?: string;
}) {
  const { field, handleSubmit, setValue } = useZodForm(rentalMarketSchema, { location: value ?? '' });

  useEffect(() => {
    if (value) setValue('location', value);
  }, [value, setValue]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Rental market search">
      <FormRow>
        <Box flexGrow="1">
          <InputField
            label="Location"
            placeholder="City, state or ZIP code (e.g. Austin, TX or 78701)"
            {...field('location')}
          />
        </Box>
        <FormRowSubmit busy={busy} label="Get Market Data" busyLabel="Searching..." />
      </FormRow>
    </form>
  );
}
