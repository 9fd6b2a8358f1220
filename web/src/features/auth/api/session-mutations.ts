import { graphql } from '@/__generated__';

/** What signing in and signing up answer: the session's token and the signed-in user. */
export const AuthSessionFragmentDoc = graphql(`
  fragment AuthSession on AuthPayload {
    token
    user {
      ...SessionUser
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthSession
    }
  }
`);

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...AuthSession
    }
  }
`);
