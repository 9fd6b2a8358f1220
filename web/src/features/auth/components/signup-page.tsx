import { TRIAL_DAYS } from '@realty/proto-schemas';
import { useNavigate } from 'react-router-dom';
import { AppLink, Text } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';
import { authFlow } from '../api/auth-flows';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

export default function SignupPage() {
  usePageMeta({
    title: 'Start Your Free Trial',
    path: '/auth/signup',
    description: `${TRIAL_DAYS} days free access to all real estate analytics tools. No credit card required.`,
  });
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Start Your Free Trial"
      subtitle={`${TRIAL_DAYS} days free access to all real estate analytics tools`}
    >
      <AuthForm flow={authFlow('sign-up', 'page')} onSignedIn={() => navigate('/dashboard')} toastFollowsNavigation>
        <Text size="1" color="gray" align="center">
          By signing up, you agree to our <AppLink to="/terms-of-service">Terms of Service</AppLink> and{' '}
          <AppLink to="/privacy-policy">Privacy Policy</AppLink>. No credit card required.
        </Text>
        <Text size="2" align="center" color="gray">
          Already have an account? <AppLink to="/auth/login">Sign in</AppLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
