import { Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldChrome {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text asChild size="2" weight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      {children}
      {hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/** The props that tie a field's control to its label, hint and error (the id is the caller's or a new one). */
function useFieldControl(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const described = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean);
  return {
    id: fieldId,
    size: '3' as const,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  };
}

export type InputFieldProps = FieldChrome & Omit<ComponentProps<typeof TextField.Root>, 'children'>;

/** A labelled text input whose error appears beneath it (spec section 5). Works with react-hook-form's register. */
export function InputField({ label, error, hint, id, ...input }: InputFieldProps) {
  const control = useFieldControl(id, error, hint);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <TextField.Root {...control} {...input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldChrome & ComponentProps<typeof TextArea>;

export function TextAreaField({ label, error, hint, id, ...area }: TextAreaFieldProps) {
  const control = useFieldControl(id, error, hint);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <TextArea {...control} {...area} />
    </FieldFrame>
  );
}

/** A bare input for places that label it with aria-label (the landing search). */
export const TextFieldRoot = TextField.Root;
