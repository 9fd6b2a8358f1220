import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '@/hooks/use-toast';
import { useStartSession, type SessionUser } from '@/lib/session/use-session';
import { LoginDocument, RegisterDocument } from '../api/session-mutations';
import type { AuthFlow } from '../api/auth-flows';

export type AuthOutcome = { ok: true; user: SessionUser } | { ok: false; error: unknown };

/**
 * Runs one auth flow: sends login or register (never confirmPassword), starts the session, and shows the
 * flow's welcome or failure notice. What happens next (navigate, close the dialog) is the caller's.
 */
export function useAuthSubmit(flow: AuthFlow, { toastFollowsNavigation = false } = {}) {
  const toast = useToast();
  const startSession = useStartSession();
  // Errors beside a token (billing down: the plan fields are null) still start the session; the plan shows as unknown.
  const [login] = useMutation(LoginDocument, { errorPolicy: 'all' });
  const [registerUser] = useMutation(RegisterDocument, { errorPolicy: 'all' });

  return useCallback(
    async (values: Record<string, string>): Promise<AuthOutcome> => {
      try {
        let payload: { token: string; user: SessionUser };
        if (flow.mode === 'sign-in') {
          const { data, error } = await login({
            variables: { input: { email: values.email ?? '', password: values.password ?? '' } },
          });
          if (!data?.login) throw error ?? new Error('No answer');
          payload = data.login;
        } else {
          const input = {
            firstName: values.firstName ?? '',
            lastName: values.lastName ?? '',
            email: values.email ?? '',
            password: values.password ?? '',
          };
          const { data, error } = await registerUser({ variables: { input } });
          if (!data?.register) throw error ?? new Error('No answer');
          payload = data.register;
        }
        startSession(payload.token, payload.user);
        if (flow.welcome) toast({ ...flow.welcome, variant: 'success', keepOnNextNavigation: toastFollowsNavigation });
        return { ok: true, user: payload.user };
      } catch (error) {
        toast({ title: flow.failureTitle, description: flow.failureText(error), variant: 'destructive' });
        return { ok: false, error };
      }
    },
    [flow, login, registerUser, startSession, toast, toastFollowsNavigation],
  );
}
