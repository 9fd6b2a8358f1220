import { useMutation } from '@apollo/client/react';
import { contactSchema, type ContactInput } from '@realty/proto-schemas';
// The operations are written in ./send-contact-message.graphql; codegen types them into '@/__generated__/graphql'.
import { SendContactMessageDocument } from '@/__generated__/graphql';

export { contactSchema, type ContactInput };

export function useSendContactMessage() {
  return useMutation(SendContactMessageDocument);
}
