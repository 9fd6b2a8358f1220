import { useMutation } from '@apollo/client/react';
import { dialogRegisterSchema, signupSchema, type DialogRegisterInput, type SignupInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';

export { signupSchema, dialogRegisterSchema, type SignupInput, type DialogRegisterInput };

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

/** Errors beside a token (billing down: the plan fields are null) still sign up; the plan shows as unknown. */
export function useRegisterMutation() {
  return useMutation(RegisterDocument, { errorPolicy: 'all' });
}
