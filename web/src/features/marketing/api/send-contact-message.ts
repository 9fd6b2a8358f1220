import { useMutation } from '@apollo/client/react';
import { contactSchema, type ContactInput } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';

export { contactSchema, type ContactInput };

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input) {
      ok
      id
    }
  }
`);

export function useSendContactMessage() {
  return useMutation(SendContactMessageDocument);
}
