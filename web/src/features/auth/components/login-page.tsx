import { useNavigate } from 'react-router-dom';
import { AppLink, Text } from '@/components/ui';
import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';
import { authFlow } from '../api/auth-flows';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

export default function LoginPage() {
  usePageMeta({ title: 'Sign in', path: '/auth/login', description: `Sign in to ${SITE.name}.` });
  const navigate = useNavigate();
  return (
    <AuthCard title={`Sign in to ${SITE.name}`} subtitle="Welcome back. Enter your details to continue.">
      <AuthForm flow={authFlow('sign-in', 'page')} onSignedIn={() => navigate('/dashboard')}>
        <Text size="2" align="center" color="gray">
          Don&apos;t have an account? <AppLink to="/auth/signup">Sign up</AppLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
