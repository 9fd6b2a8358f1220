import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, Flex, Grid, InputField, Tabs, Text } from '@/components/ui';
import { useToast } from '@/hooks/use-toast';
import { errorMessage, isNetworkFailure } from '@/lib/graphql-errors';
import { useStartSession } from '@/lib/session/use-session';
import { signInDialogAtom } from '@/stores/store';
import { dialogLoginSchema, useLoginMutation, type LoginInput } from '../api/login';
import { dialogRegisterSchema, useRegisterMutation, type DialogRegisterInput } from '../api/register';

function failureText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return errorMessage(error, fallback);
  if (isNetworkFailure(error)) return 'Unable to connect to server';
  return fallback;
}

function SignInTab({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const startSession = useStartSession();
  const [login] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(dialogLoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (input: LoginInput) => {
    try {
      const { data } = await login({ variables: { input } });
      if (!data) throw new Error('No answer');
      startSession(data.login.token, data.login.user);
      onDone();
      toast({ title: 'Welcome back!', description: 'You are signed in.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Login Failed', description: failureText(error, 'Invalid credentials'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Flex direction="column" gap="3">
        <InputField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <InputField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <Button type="submit" size="3" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </Flex>
    </form>
  );
}

function SignUpTab({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const startSession = useStartSession();
  const [registerUser] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DialogRegisterInput>({
    resolver: zodResolver(dialogRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = async (input: DialogRegisterInput) => {
    try {
      const { data } = await registerUser({ variables: { input } });
      if (!data) throw new Error('No answer');
      startSession(data.register.token, data.register.user);
      onDone();
      toast({
        title: 'Account Created!',
        description: `Your ${TRIAL_DAYS}-day free trial includes ${TRIAL_USAGE_LIMIT} free analyses. Enjoy!`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Registration Failed', description: failureText(error, 'Unable to create account'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Flex direction="column" gap="3">
        <Grid columns="2" gap="3">
          <InputField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <InputField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </Grid>
        <InputField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <InputField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <Button type="submit" size="3" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Text size="1" color="gray" align="center">
          {TRIAL_DAYS}-day free trial with {TRIAL_USAGE_LIMIT} analyses. No credit card required.
        </Text>
      </Flex>
    </form>
  );
}

/** The sign-in dialog opened from a tool's demo: tabs Sign In and Sign Up (spec section 2). */
export default function SignInDialog() {
  const [state, setState] = useAtom(signInDialogAtom);
  const [tab, setTab] = useState('signin');
  const close = () => setState({ open: false, tool: state.tool });

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>Sign in to use {state.tool}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Sign in, or create a free account in seconds.
        </Dialog.Description>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List>
            <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <div style={{ paddingTop: 16 }}>
            <Tabs.Content value="signin">
              <SignInTab onDone={close} />
            </Tabs.Content>
            <Tabs.Content value="signup">
              <SignUpTab onDone={close} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
