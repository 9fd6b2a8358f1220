// The operations are written in ./get-me.graphql; codegen types them into '@/__generated__/graphql'.
export { MeDocument } from '@/__generated__/graphql';
