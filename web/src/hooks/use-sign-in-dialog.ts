import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { signInDialogAtom } from '@/stores/store';

/** Opens the sign-in dialog titled 'Sign in to use {tool}'. */
export function useOpenSignInDialog(): (tool: string) => void {
  const set = useSetAtom(signInDialogAtom);
  return useCallback((tool: string) => set({ open: true, tool }), [set]);
}
