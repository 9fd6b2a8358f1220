import { useState } from 'react';
import { useToast, type ToastInput } from '@/hooks/use-toast';
import { errorMessage, usageRefusedReason } from '@/lib/graphql-errors';
import { useRefreshSession } from '@/lib/session/use-session';

/**
 * Runs a metered tool (an analysis, an invoice audit) and keeps its result. Success is announced with the
 * tool's own toast; a usage refusal keeps the server's reason so the page shows its blocked screen; any other
 * failure is toasted under `failureTitle`. The session is read again either way, so the usage left is current.
 */
export function useMeteredRun<Result>(failureTitle: string, announce: (result: Result) => Omit<ToastInput, 'variant'>) {
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const [result, setResult] = useState<Result | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const run = async (call: () => Promise<Result | null | undefined>) => {
    try {
      const value = await call();
      if (!value) throw new Error('No result came back');
      setResult(value);
      toast({ ...announce(value), variant: 'success' });
    } catch (error) {
      const reason = usageRefusedReason(error);
      if (reason) setRefused(reason);
      else toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
    } finally {
      await refreshSession();
    }
  };

  return { result, setResult, refused, run };
}
