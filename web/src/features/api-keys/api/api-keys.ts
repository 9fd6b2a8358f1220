import { useMutation, useQuery } from '@apollo/client/react';
// The operations are written in ./api-keys.graphql; codegen types them into '@/__generated__/graphql'.
import {
  MyApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeyFieldsFragment,
} from '@/__generated__/graphql';

/** A key as the list and the create answer carry it. */
export type ApiKeyRow = ApiKeyFieldsFragment;

export function useMyApiKeys(enabled: boolean) {
  return useQuery(MyApiKeysDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
}

export function useCreateApiKey() {
  return useMutation(CreateApiKeyDocument, { refetchQueries: [MyApiKeysDocument] });
}

export function useRevokeApiKey() {
  return useMutation(RevokeApiKeyDocument);
}
