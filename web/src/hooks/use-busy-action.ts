import { useCallback, useState } from 'react';
import { useToast } from './use-toast';

/**
 * A button's action that must not run twice at once: `busy` is true while it runs, and `run` starts it
 * (ignored while busy). A failure shows the `failure` toast, so the user always hears of it.
 */
export function useBusyAction(failure: { title: string; description: string }): {
  busy: boolean;
  run: (action: () => Promise<unknown>) => void;
} {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { title, description } = failure;
  const run = useCallback(
    (action: () => Promise<unknown>) => {
      if (busy) return;
      setBusy(true);
      action()
        .catch(() => toast({ title, description, variant: 'destructive' }))
        .finally(() => setBusy(false));
    },
    [busy, toast, title, description],
  );
  return { busy, run };
}
