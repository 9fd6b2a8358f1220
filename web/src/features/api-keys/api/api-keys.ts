import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import type { MyApiKeysQuery } from '@/__generated__/graphql';

export type ApiKeyRow = MyApiKeysQuery['myApiKeys'][number];

export const MyApiKeysDocument = graphql(`
  query MyApiKeys {
    myApiKeys {
      id
      name
      scope
      prefix
      rateLimitPerMinute
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
        scope
        prefix
        rateLimitPerMinute
        createdAt
        lastUsedAt
        revokedAt
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
