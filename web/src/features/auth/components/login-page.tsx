import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AppLink, Button, Flex, InputField, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { useToast } from '@/hooks/use-toast';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { usePageMeta } from '@/lib/page-meta';
import { useStartSession } from '@/lib/session/use-session';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loginSchema, useLoginMutation, type LoginInput } from '../api/login';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  usePageMeta({ title: 'Sign in', path: '/auth/login', description: `Sign in to ${SITE.name}.` });
  const navigate = useNavigate();
  const toast = useToast();
  const startSession = useStartSession();
  const [login] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginInput) => {
    try {
      const { data } = await login({ variables: { input: values } });
      if (!data) throw new Error('No answer');
      startSession(data.login.token, data.login.user);
      navigate('/dashboard');
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        // Never say which part was wrong; a rate limit is the one refusal worth explaining.
        const description = errorCode(error) === 'RATE_LIMITED' ? errorMessage(error) : 'Invalid email or password';
        toast({ title: 'Login Failed', description, variant: 'destructive' });
      } else {
        toast({ title: 'Login Failed', description: 'An error occurred. Please try again.', variant: 'destructive' });
      }
    }
  };

  return (
    <AuthCard title={`Sign in to ${SITE.name}`} subtitle="Welcome back. Enter your details to continue.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Flex direction="column" gap="4">
          <InputField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
          <InputField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <Button type="submit" size="3" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
          <Text size="2" align="center" color="gray">
            Don&apos;t have an account? <AppLink to="/auth/signup">Sign up</AppLink>
          </Text>
        </Flex>
      </form>
    </AuthCard>
  );
}
