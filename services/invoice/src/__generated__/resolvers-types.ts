import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '@realty/service-kit';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type Finding = {
  __typename?: 'Finding';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Dollars at stake. */
  impact: Scalars['Float']['output'];
  lineRefs: Array<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** error, warning or info */
  type: Scalars['String']['output'];
};

export type InvoiceAudit = {
  __typename?: 'InvoiceAudit';
  createdAt: Scalars['String']['output'];
  findings: Array<Finding>;
  flaggedItems: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  invoiceDate?: Maybe<Scalars['String']['output']>;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  issuesFound: Scalars['Int']['output'];
  lineItems: Array<InvoiceLine>;
  /** text, txt, csv or pdf */
  sourceType: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  total?: Maybe<Scalars['Float']['output']>;
  totalImpact: Scalars['Float']['output'];
  vendor?: Maybe<Scalars['String']['output']>;
  verifiedItems: Scalars['Int']['output'];
};

export type InvoiceFileInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  flagged: Scalars['Boolean']['output'];
  line: Scalars['Int']['output'];
  quantity?: Maybe<Scalars['Float']['output']>;
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  auditInvoice: InvoiceAudit;
  auditInvoiceFile: InvoiceAudit;
};


export type MutationAuditInvoiceArgs = {
  content: Scalars['String']['input'];
};


export type MutationAuditInvoiceFileArgs = {
  file: InvoiceFileInput;
};

export type Query = {
  __typename?: 'Query';
  invoiceAudit?: Maybe<InvoiceAudit>;
  myInvoiceAudits: Array<InvoiceAudit>;
};


export type QueryInvoiceAuditArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyInvoiceAuditsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
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
  InvoiceAudit: InvoiceAudit;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  InvoiceAudit:
    ( { __typename: 'InvoiceAudit' }
    & GraphQLRecursivePick<FederationTypes['InvoiceAudit'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Finding: ResolverTypeWrapper<Partial<Finding>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  InvoiceAudit: ResolverTypeWrapper<Partial<InvoiceAudit>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  InvoiceFileInput: ResolverTypeWrapper<Partial<InvoiceFileInput>>;
  InvoiceLine: ResolverTypeWrapper<Partial<InvoiceLine>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Finding: Partial<Finding>;
  Float: Partial<Scalars['Float']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  InvoiceAudit: Partial<InvoiceAudit | FederationReferenceTypes['InvoiceAudit']>;
  ID: Partial<Scalars['ID']['output']>;
  InvoiceFileInput: Partial<InvoiceFileInput>;
  InvoiceLine: Partial<InvoiceLine>;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
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

export type FindingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineRefs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceAuditResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceAudit'] = ResolversParentTypes['InvoiceAudit'], FederationReferenceType extends FederationReferenceTypes['InvoiceAudit'] = FederationReferenceTypes['InvoiceAudit']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['InvoiceAudit']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  flaggedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuesFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalImpact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  auditInvoice?: Resolver<ResolversTypes['InvoiceAudit'], ParentType, ContextType, RequireFields<MutationAuditInvoiceArgs, 'content'>>;
  auditInvoiceFile?: Resolver<ResolversTypes['InvoiceAudit'], ParentType, ContextType, RequireFields<MutationAuditInvoiceFileArgs, 'file'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  invoiceAudit?: Resolver<Maybe<ResolversTypes['InvoiceAudit']>, ParentType, ContextType, RequireFields<QueryInvoiceAuditArgs, 'id'>>;
  myInvoiceAudits?: Resolver<Array<ResolversTypes['InvoiceAudit']>, ParentType, ContextType, Partial<QueryMyInvoiceAuditsArgs>>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  FieldSet?: GraphQLScalarType;
  Finding?: FindingResolvers<ContextType>;
  InvoiceAudit?: InvoiceAuditResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
