import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Box, Button, Flex, InputField } from '@/components/ui';
import { propertyAnalysisSchema, type PropertyAnalysisInput } from '../api/analyze-property';

export function PropertyForm({
  defaultAddress = '',
  busy,
  onSubmit,
  submitLabel = 'Analyze Property',
}: {
  defaultAddress?: string;
  busy: boolean;
  onSubmit: (input: PropertyAnalysisInput) => void | Promise<void>;
  submitLabel?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PropertyAnalysisInput>({
    resolver: zodResolver(propertyAnalysisSchema),
    defaultValues: { address: defaultAddress, zipCode: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Property analysis">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'stretch', sm: 'start' }}>
        <Box flexGrow="1">
          <InputField label="Property Address" placeholder="500 E 5th St, Austin, TX" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        </Box>
        <Box width={{ initial: '100%', sm: '160px' }}>
          <InputField label="ZIP Code" placeholder="78701" inputMode="numeric" autoComplete="postal-code" error={errors.zipCode?.message} {...register('zipCode')} />
        </Box>
        <Box pt={{ initial: '0', sm: '5' }}>
          <Button type="submit" size="3" disabled={busy} style={{ width: '100%' }}>
            {busy ? 'Analyzing...' : submitLabel}
          </Button>
        </Box>
      </Flex>
    </form>
  );
}
