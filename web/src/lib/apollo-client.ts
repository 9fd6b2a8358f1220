import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { SITE } from '@/config/site';
import { appStore, tokenAtom } from '@/stores/store';

/** Sends the bearer token of the session with every operation (spec section 7). */
const authLink = new SetContextLink((prevContext) => {
  const token = appStore.get(tokenAtom);
  return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
});

export function createApolloClient(uri: string = SITE.graphqlUrl): ApolloClient {
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri })),
    cache: new InMemoryCache({
      typePolicies: {
        // Value objects without ids are kept inside their parent rather than normalised.
        Metric: { keyFields: false },
        Assumption: { keyFields: false },
        Finding: { keyFields: false },
      },
    }),
    // Reads never refetch on their own (spec: no refetch on focus or interval, never stale on their own).
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

export const apolloClient = createApolloClient();
