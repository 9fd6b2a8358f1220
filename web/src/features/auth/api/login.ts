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

export function useLoginMutation() {
  return useMutation(LoginDocument);
}
