import { useFieldArray, useForm } from 'react-hook-form';
import { Button, Flex, InputField } from '@/components/ui';
import { compareRentalMarketsSchema, type CompareRentalMarketsInput } from '../api/compare-rental-markets';

/** Each location follows the contract's rule and message (the same as the single search). */
const locationRule = compareRentalMarketsSchema.shape.locations.element;
const validLocation = (value: string): true | string => {
  const parsed = locationRule.safeParse(value);
  return parsed.success || (parsed.error.issues[0]?.message ?? 'Please enter a valid location');
};

/** The form offers two to four rows, the range the contract accepts. */
const MAX = 4;

interface FormValues {
  locations: { value: string }[];
}

/** Two to four locations; each follows the single search's rule and message. */
export function CompareForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (input: CompareRentalMarketsInput) => void | Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { locations: [{ value: '' }, { value: '' }] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const submit = (values: FormValues) => onSubmit({ locations: values.locations.map((l) => l.value.trim()) });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Compare rental markets">
      <Flex direction="column" gap="3">
        {fields.map((field, i) => (
          <Flex key={field.id} gap="2" align="end">
            <div style={{ flexGrow: 1 }}>
              <InputField
                label={`Location ${i + 1}`}
                placeholder="City, county, metro or ZIP code"
                error={errors.locations?.[i]?.value?.message}
                {...register(`locations.${i}.value` as const, { validate: validLocation })}
              />
            </div>
            {fields.length > 2 ? (
              <Button
                type="button"
                variant="ghost"
                color="gray"
                onClick={() => remove(i)}
                aria-label={`Remove row ${i + 1}`}
              >
                Remove
              </Button>
            ) : null}
          </Flex>
        ))}
        <Flex gap="2" wrap="wrap">
          {fields.length < MAX ? (
            <Button type="button" variant="soft" onClick={() => append({ value: '' })}>
              Add location
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? 'Comparing...' : 'Compare'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
