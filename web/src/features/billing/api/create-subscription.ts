import { useMutation } from '@apollo/client/react';
import { isPlanType, PLANS, type PlanType } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';

export const CreateSubscriptionDocument = graphql(`
  mutation CreateSubscription($planType: String) {
    createSubscription(planType: $planType) {
      clientSecret
    }
  }
`);

/** The plan of the ?plan= parameter when it can be bought, else basic (the spec's default). */
export function subscriptionPlan(param: string | null): PlanType {
  return isPlanType(param) && PLANS[param].purchasable ? param : 'basic';
}

export function useCreateSubscription() {
  return useMutation(CreateSubscriptionDocument);
}
