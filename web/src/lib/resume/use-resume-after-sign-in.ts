import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetResume, readResume, RESUME_EVENT, resumeInto, trackFormSubmissions } from './sign-in-resume';

// The member view renders within a moment of sign-in; a form that has not appeared by then never will
// (a blocked screen, say), and the kept values are dropped rather than refilled somewhere unexpected.
const GIVE_UP_MS = 8000;

/** Mounted once in the app shell: tracks submissions and resumes a tool after sign-in. */
export function useResumeAfterSignIn(signedIn: boolean): void {
  const { pathname } = useLocation();

  // Bumped when sign-in is marked, which can happen just after the session went live.
  const [marked, setMarked] = useState(0);

  useEffect(() => trackFormSubmissions(), []);
  useEffect(() => {
    const onMarked = () => setMarked((n) => n + 1);
    globalThis.addEventListener(RESUME_EVENT, onMarked);
    return () => globalThis.removeEventListener(RESUME_EVENT, onMarked);
  }, []);

  useEffect(() => {
    if (!signedIn) return undefined;
    const state = readResume();
    if (!state?.signedIn) return undefined;
    if (state.path !== pathname) {
      forgetResume();
      return undefined;
    }
    const root = document.querySelector('main') ?? document.body;
    if (resumeInto(root, pathname)) return undefined;
    const observer = new MutationObserver(() => {
      if (resumeInto(root, pathname)) stop();
    });
    const timer = setTimeout(() => {
      stop();
      forgetResume();
    }, GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [signedIn, pathname, marked]);
}
