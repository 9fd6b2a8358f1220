import { graphql } from '@/__generated__';

/** Everything the app needs about the signed-in user, billing fields included. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    email
    firstName
    lastName
    role
    planType
    subscriptionStatus
    trialEndDate
    usageCount
    quota
    remaining
    trialDaysLeft
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);
