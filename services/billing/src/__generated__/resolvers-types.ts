import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '@realty/service-kit';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  FieldSet: { input: unknown; output: unknown; }
  link__Import: { input: unknown; output: unknown; }
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Starts a one-off card payment for the signed-in user; 503 when payments are not configured. */
  createPaymentIntent: PaymentSecret;
  /** Starts a subscription to a purchasable plan for the signed-in user; the plan changes when Stripe's webhook confirms payment. */
  createSubscription: PaymentSecret;
};


export type MutationCreatePaymentIntentArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationCreateSubscriptionArgs = {
  planType?: InputMaybe<Scalars['String']['input']>;
};

/** What the browser needs to confirm a card payment with Stripe. */
export type PaymentSecret = {
  __typename?: 'PaymentSecret';
  /** The Stripe client secret of the payment or of the subscription's first invoice. */
  clientSecret: Scalars['String']['output'];
};

/** A plan of the catalogue, the single source of truth for prices and limits. */
export type Plan = {
  __typename?: 'Plan';
  /** What the plan includes, one line each. */
  features: Array<Scalars['String']['output']>;
  /** Whether the pricing page highlights this plan. */
  mostPopular: Scalars['Boolean']['output'];
  /** The plan's display name. */
  name: Scalars['String']['output'];
  /** US dollars a month; 0 for the trial. */
  priceMonthly: Scalars['Float']['output'];
  /** Whether the plan can be bought with createSubscription (the trial cannot). */
  purchasable: Scalars['Boolean']['output'];
  /** One line saying who the plan is for. */
  tagline: Scalars['String']['output'];
  /** Length of the trial in days; null on paid plans. */
  trialDays?: Maybe<Scalars['Int']['output']>;
  /** trial, basic, pro or enterprise. */
  type: Scalars['String']['output'];
  /** Metered uses per period (analyses, invoice audits, bulk rows); null means unlimited. */
  usageLimit?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Whether card payments are configured on this deployment. */
  paymentsConfigured: Scalars['Boolean']['output'];
  /** The plan catalogue, cheapest first. */
  plans: Array<Plan>;
};

/** A person with an account, as billing sees it: plan, subscription and usage. Auth owns the identity fields. While billing cannot be reached the plan fields are null (plan unknown) with a SERVICE_UNAVAILABLE error, and auth's fields still answer. */
export type User = {
  __typename?: 'User';
  /** The user's id, the same in every service. */
  id: Scalars['ID']['output'];
  /** trial, basic, pro or enterprise; null only while billing cannot be reached (plan unknown). */
  planType?: Maybe<Scalars['String']['output']>;
  /** Uses allowed in the period; null means unlimited. */
  quota?: Maybe<Scalars['Int']['output']>;
  /** Uses left in the period; null means unlimited. */
  remaining?: Maybe<Scalars['Int']['output']>;
  /** trial, active, expired or cancelled; null only while billing cannot be reached. */
  subscriptionStatus?: Maybe<Scalars['String']['output']>;
  /** Whole days left in the trial, rounded up; 0 when not on a trial; null only while billing cannot be reached. */
  trialDaysLeft?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 time the trial ends; null when the account never had a trial. */
  trialEndDate?: Maybe<Scalars['String']['output']>;
  /** Metered uses in the current period (the trial counts as one period); null only while billing cannot be reached. */
  usageCount?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 start of the current usage period (the trial counts as one period). */
  usagePeriodStart?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  PaymentSecret: ResolverTypeWrapper<Partial<PaymentSecret>>;
  Plan: ResolverTypeWrapper<Partial<Plan>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<Partial<User>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Mutation: Record<PropertyKey, never>;
  Float: Partial<Scalars['Float']['output']>;
  PaymentSecret: Partial<PaymentSecret>;
  Plan: Partial<Plan>;
  Int: Partial<Scalars['Int']['output']>;
  Query: Record<PropertyKey, never>;
  User: Partial<User | FederationReferenceTypes['User']>;
  ID: Partial<Scalars['ID']['output']>;
  link__Import: Partial<Scalars['link__Import']['output']>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  String: Partial<Scalars['String']['output']>;
};

export type LinkDirectiveArgs = {
  import?: Maybe<Array<Maybe<Scalars['link__Import']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FieldSet'], any> {
  name: 'FieldSet';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createPaymentIntent?: Resolver<ResolversTypes['PaymentSecret'], ParentType, ContextType, Partial<MutationCreatePaymentIntentArgs>>;
  createSubscription?: Resolver<ResolversTypes['PaymentSecret'], ParentType, ContextType, Partial<MutationCreateSubscriptionArgs>>;
};

export type PaymentSecretResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentSecret'] = ResolversParentTypes['PaymentSecret']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mostPopular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMonthly?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  paymentsConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subscriptionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trialDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trialEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usagePeriodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  FieldSet?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PaymentSecret?: PaymentSecretResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
