import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { toastAtom, type ToastVariant } from '@/stores/store';

let nextId = 1;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  keepOnNextNavigation?: boolean;
}

/** Shows a toast; a new one replaces whichever is showing. */
export function useToast(): (input: ToastInput) => void {
  const setToast = useSetAtom(toastAtom);
  return useCallback((input: ToastInput) => setToast({ id: nextId++, variant: 'default', ...input }), [setToast]);
}
