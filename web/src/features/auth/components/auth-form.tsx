import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ReactNode } from 'react';
import { Button, Flex, Grid, InputField } from '@/components/ui';
import { useZodForm } from '@/lib/form-fields';
import { fieldErrors } from '@/lib/graphql-errors';
import type { SessionUser } from '@/lib/session/use-session';
import type { AuthField, AuthFlow } from '../api/auth-flows';
import { useAuthSubmit } from '../hooks/use-auth-submit';

const LABELS: Record<AuthField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
};

const AUTOCOMPLETE: Record<AuthField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  password: 'current-password',
  confirmPassword: 'new-password',
};

/**
 * The one sign-in / sign-up form of the client: the login page, the signup page and both tabs of the
 * tool dialog render this with their flow. `onSignedIn` decides where the person goes next.
 */
export function AuthForm({
  flow,
  onSignedIn,
  toastFollowsNavigation = false,
  children,
}: {
  flow: AuthFlow;
  onSignedIn: (user: SessionUser) => void;
  /** True when `onSignedIn` navigates, so the welcome notice is still there on the next page. */
  toastFollowsNavigation?: boolean;
  /** Notes and links under the button. */
  children?: ReactNode;
}) {
  const submit = useAuthSubmit(flow, { toastFollowsNavigation });
  const defaultValues = Object.fromEntries(flow.fields.map((f) => [f, ''])) as Record<string, string>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(flow.schema, defaultValues);

  const onSubmit = async (values: Record<string, string>) => {
    const outcome = await submit(values);
    if (outcome.ok) {
      onSignedIn(outcome.user);
      return;
    }
    if (flow.showsFieldErrors && CombinedGraphQLErrors.is(outcome.error)) {
      for (const [field, message] of Object.entries(fieldErrors(outcome.error))) {
        if ((flow.fields as readonly string[]).includes(field)) setError(field, { message });
      }
    }
  };

  const onPage = flow.place === 'page';
  const field = (name: AuthField) => (
    <InputField
      key={name}
      label={LABELS[name]}
      type={name === 'email' ? 'email' : name === 'password' || name === 'confirmPassword' ? 'password' : 'text'}
      autoComplete={name === 'password' && flow.mode === 'sign-up' ? 'new-password' : AUTOCOMPLETE[name]}
      placeholder={name === 'email' && onPage ? 'you@example.com' : undefined}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const names = flow.fields.filter((f) => f === 'firstName' || f === 'lastName');
  const rest = flow.fields.filter((f) => f !== 'firstName' && f !== 'lastName');

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={flow.mode === 'sign-in' ? 'Sign in' : 'Sign up'}>
      <Flex direction="column" gap={onPage ? '4' : '3'}>
        {names.length ? (
          <Grid columns={onPage ? { initial: '1', xs: '2' } : '2'} gap={onPage ? '4' : '3'}>
            {names.map(field)}
          </Grid>
        ) : null}
        {rest.map(field)}
        <Button type="submit" size="3" disabled={isSubmitting}>
          {isSubmitting ? flow.busyLabel : flow.submitLabel}
        </Button>
        {children}
      </Flex>
    </form>
  );
}
