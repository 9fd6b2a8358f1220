import { useCallback, useState } from 'react';

/**
 * A button's action that must not run twice at once: `busy` is true while it runs, and `run` starts it
 * (ignored while busy). A failure goes to `onError`, so the caller chooses how to tell the user.
 */
export function useBusyAction(onError: () => void): { busy: boolean; run: (action: () => Promise<unknown>) => void } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (action: () => Promise<unknown>) => {
      if (busy) return;
      setBusy(true);
      action()
        .catch(onError)
        .finally(() => setBusy(false));
    },
    [busy, onError],
  );
  return { busy, run };
}
