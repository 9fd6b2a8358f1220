import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberBeforeSignIn } from '@/lib/resume/sign-in-resume';
import { signInDialogAtom } from '@/stores/store';

/**
 * Opens the sign-in dialog titled 'Sign in to use {tool}'. What the visitor typed on the page is kept
 * first, so that signing in resumes their work instead of starting over.
 */
export function useOpenSignInDialog(): (tool: string) => void {
  const set = useSetAtom(signInDialogAtom);
  const { pathname } = useLocation();
  return useCallback(
    (tool: string) => {
      rememberBeforeSignIn(pathname);
      set({ open: true, tool });
    },
    [set, pathname],
  );
}
