import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A form's fields as InputField and TextAreaField take them: `field('email')` is the field's react-hook-form
 * registration with its error message, so each field is written once.
 */
export function formFields<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({ ...register(name), error: (get(errors, name) as FieldError | undefined)?.message });
}
