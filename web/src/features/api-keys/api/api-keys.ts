import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import type { ApiKeyFieldsFragment } from '@/__generated__/graphql';

/** A key as the list and the create answer carry it. */
export type ApiKeyRow = ApiKeyFieldsFragment;

/** An API key as the keys page lists it (never its secret, which only the create answer carries once). */
export const ApiKeyFieldsFragmentDoc = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    scope
    prefix
    rateLimitPerMinute
    createdAt
    lastUsedAt
    revokedAt
  }
`);

export const MyApiKeysDocument = graphql(`
  query MyApiKeys {
    myApiKeys {
      ...ApiKeyFields
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export function useMyApiKeys(enabled: boolean) {
  return useQuery(MyApiKeysDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
}

export function useCreateApiKey() {
  return useMutation(CreateApiKeyDocument, { refetchQueries: [MyApiKeysDocument] });
}

export function useRevokeApiKey() {
  return useMutation(RevokeApiKeyDocument);
}
