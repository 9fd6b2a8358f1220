import { lazy } from 'react';
import { useSession } from '@/lib/session/use-session';

const LandingPage = lazy(() => import('@/features/marketing/components/landing-page'));
const MemberHomePage = lazy(() => import('@/features/marketing/components/member-home-page'));

/** '/': the landing page for visitors, a different page when signed in (spec section 2). */
export function HomeRoute() {
  const session = useSession();
  return session.status === 'authenticated' ? <MemberHomePage user={session.user} /> : <LandingPage />;
}
