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

export function useRegisterMutation() {
  return useMutation(RegisterDocument);
}
