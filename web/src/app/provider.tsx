import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { AppTheme } from '@/components/ui';
import { apolloClient } from '@/lib/apollo-client';
import { appStore } from '@/stores/store';

export function AppProvider({
  children,
  client = apolloClient,
  store = appStore,
}: {
  children: ReactNode;
  client?: ApolloClient;
  store?: ReturnType<typeof createStore>;
}) {
  return (
    <JotaiProvider store={store}>
      <ApolloProvider client={client}>
        <AppTheme>{children}</AppTheme>
      </ApolloProvider>
    </JotaiProvider>
  );
}
