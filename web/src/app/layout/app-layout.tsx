import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/feedback/toaster';
import { PageSpinner } from '@/components/ui';
import { useFocusableScrollRegions } from '@/lib/a11y/focusable-scroll-regions';
import { useResumeAfterSignIn } from '@/lib/resume/use-resume-after-sign-in';
import { useSession } from '@/lib/session/use-session';
import { signInDialogAtom } from '@/stores/store';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

// The dialog carries the form library and schemas; it loads the first time a tool opens it.
const SignInDialog = lazy(() => import('@/features/auth/components/sign-in-dialog'));

export function AppLayout() {
  const session = useSession();
  const dialog = useAtomValue(signInDialogAtom);
  const { pathname } = useLocation();
  // Once loaded the dialog stays mounted, so closing it can animate and hand focus back to its opener.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (dialog.open && !dialogLoaded) setDialogLoaded(true);
  useResumeAfterSignIn(session.status === 'authenticated');
  useFocusableScrollRegions();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar session={session} />
      <main id="main" className="app-main">
        {session.status === 'loading' ? (
          <PageSpinner label="Loading your session" />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <Toaster />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
