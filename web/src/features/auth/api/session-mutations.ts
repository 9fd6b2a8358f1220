// The operations are written in ./session-mutations.graphql; codegen types them into '@/__generated__/graphql'.
export { LoginDocument, RegisterDocument } from '@/__generated__/graphql';
