import { useApolloClient, useQuery } from '@apollo/client/react';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { SessionUserFragment } from '@/__generated__/graphql';
import { tokenAtom } from '@/stores/store';
import { MeDocument } from './get-me';

export type SessionUser = SessionUserFragment;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: SessionUser };

/**
 * The auth status of spec section 4: loading, then authenticated or not. A token the server rejects
 * (`me` answers null, or the call fails) is removed silently, leaving the visitor signed out. A `me`
 * that answers with errors beside the user (billing down: the plan fields are null) keeps the session:
 * the plan is shown as unknown.
 */
export function useSession(): Session {
  const [token, setToken] = useAtom(tokenAtom);
  const { data, loading, error } = useQuery(MeDocument, { skip: !token, errorPolicy: 'all' });
  const user = data?.me ?? null;
  const rejected = Boolean(token) && !loading && user === null && (Boolean(error) || data !== undefined);

  useEffect(() => {
    if (rejected) setToken(null);
  }, [rejected, setToken]);

  if (!token || rejected) return { status: 'unauthenticated', user: null };
  if (!user) return { status: 'loading', user: null };
  return { status: 'authenticated', user };
}

/** Stores a fresh session: the token and the user the login/register answer carried. */
export function useStartSession(): (token: string, user: SessionUser) => void {
  const client = useApolloClient();
  const [, setToken] = useAtom(tokenAtom);
  return useCallback(
    (token: string, user: SessionUser) => {
      client.writeQuery({ query: MeDocument, data: { me: user } });
      setToken(token);
    },
    [client, setToken],
  );
}

/**
 * Logout: the server revokes the token (so a copy of it stops working too), then the token and the
 * cached data of the old session go, and the caller navigates to '/'. Signing out never waits on or
 * fails because of the server: the revocation is sent and not awaited.
 */
export function useEndSession(): () => Promise<void> {
  const client = useApolloClient();
  const [token, setToken] = useAtom(tokenAtom);
  return useCallback(async () => {
    if (token)
      void fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    setToken(null);
    await client.clearStore();
  }, [client, token, setToken]);
}

/** Re-reads the user after a metered use so usage, remaining and the gate are current. */
export function useRefreshSession(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.query({ query: MeDocument, fetchPolicy: 'network-only', errorPolicy: 'all' }).catch(() => undefined);
  }, [client]);
}
