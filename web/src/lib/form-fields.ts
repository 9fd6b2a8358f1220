import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's fields as InputField and TextAreaField take them: `field('email')` is the field's react-hook-form
 * registration with its error message, so each field is written once.
 */
export function formFields<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({ ...register(name), error: (get(errors, name) as FieldError | undefined)?.message });
}

/**
 * A form checked by its zod contract, set up the one way every form here is: react-hook-form's form with the
 * schema as resolver, and `field` (formFields) for its inputs.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, field: formFields(form.register, form.formState.errors) };
}
