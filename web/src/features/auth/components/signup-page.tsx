import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { TRIAL_DAYS } from '@realty/proto-schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AppLink, Button, Flex, Grid, InputField, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { useToast } from '@/hooks/use-toast';
import { errorMessage, fieldErrors } from '@/lib/graphql-errors';
import { usePageMeta } from '@/lib/page-meta';
import { useStartSession } from '@/lib/session/use-session';
import { signupSchema, useRegisterMutation, type SignupInput } from '../api/register';
import { AuthCard } from './auth-card';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export default function SignupPage() {
  usePageMeta({
    title: 'Start Your Free Trial',
    path: '/auth/signup',
    description: `${TRIAL_DAYS} days free access to all real estate analytics tools. No credit card required.`,
  });
  const navigate = useNavigate();
  const toast = useToast();
  const startSession = useStartSession();
  const [registerUser] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ confirmPassword: _confirm, ...input }: SignupInput) => {
    try {
      // The request omits confirmPassword (spec section 5).
      const { data } = await registerUser({ variables: { input } });
      if (!data) throw new Error('No answer');
      startSession(data.register.token, data.register.user);
      toast({
        title: `Welcome to ${SITE.name}!`,
        description: `Your ${TRIAL_DAYS}-day free trial has started. Explore all our tools!`,
        variant: 'success',
      });
      navigate('/dashboard');
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
        }
        toast({ title: 'Signup Failed', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
      } else {
        toast({ title: 'Signup Failed', description: 'An error occurred. Please try again.', variant: 'destructive' });
      }
    }
  };

  return (
    <AuthCard title="Start Your Free Trial" subtitle={`${TRIAL_DAYS} days free access to all real estate analytics tools`}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '1', xs: '2' }} gap="4">
            <InputField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
            <InputField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          </Grid>
          <InputField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
          <InputField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <InputField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <Button type="submit" size="3" disabled={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Start Free Trial'}
          </Button>
          <Text size="1" color="gray" align="center">
            By signing up, you agree to our <AppLink to="/terms-of-service">Terms of Service</AppLink> and{' '}
            <AppLink to="/privacy-policy">Privacy Policy</AppLink>. No credit card required.
          </Text>
          <Text size="2" align="center" color="gray">
            Already have an account? <AppLink to="/auth/login">Sign in</AppLink>
          </Text>
        </Flex>
      </form>
    </AuthCard>
  );
}
