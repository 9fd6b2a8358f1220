import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProvider } from '@/app/provider';
import { Toaster } from '@/components/feedback/toaster';
import { tokenAtom } from '@/stores/store';

export interface MockOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/** A GraphQL answer: `data`, or `errors` as the gateway sends them, or a thrown network failure. */
export type MockAnswer =
  | { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }
  | Error;

export type MockHandler = (operation: MockOperation) => MockAnswer | Promise<MockAnswer>;

export function createTestClient(handler: MockHandler): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        Promise.resolve()
          .then(() =>
            handler({
              operationName: operation.operationName ?? '',
              variables: operation.variables as Record<string, unknown>,
            }),
          )
          .then((answer) => {
            if (answer instanceof Error) observer.error(answer);
            else {
              observer.next(answer as never);
              observer.complete();
            }
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

export function sessionUser(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'user',
    planType: 'trial',
    subscriptionStatus: 'trial',
    trialEndDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    usageCount: 0,
    quota: 3,
    remaining: 3,
    trialDaysLeft: 5,
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  route?: string;
  path?: string;
  handler?: MockHandler;
  token?: string | null;
}

/** Renders a page inside the app's providers, a router at `route`, and the toaster. */
export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', handler = () => ({ data: null }), token = null }: RenderOptions = {},
): RenderResult & { client: ApolloClient; store: ReturnType<typeof createStore> } {
  const store = createStore();
  store.set(tokenAtom, token);
  const client = createTestClient(handler);
  const result = render(
    <AppProvider client={client} store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, client, store };
}

/** A handler that answers `me` with the given user and delegates everything else. */
export function withMe(user: Record<string, unknown> | null, rest: MockHandler = () => ({ data: null })): MockHandler {
  return (op) => (op.operationName === 'Me' ? { data: { me: user } } : rest(op));
}
