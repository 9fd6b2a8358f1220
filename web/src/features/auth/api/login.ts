import { useMutation } from '@apollo/client/react';
import { dialogLoginSchema, loginSchema, type LoginInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';

export { loginSchema, dialogLoginSchema, type LoginInput };

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

/** Errors beside a token (billing down: the plan fields are null) still sign in; the plan shows as unknown. */
export function useLoginMutation() {
  return useMutation(LoginDocument, { errorPolicy: 'all' });
}
