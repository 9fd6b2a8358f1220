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

/** An API key for scripts and other teams' services, sent as `Authorization: Bearer <key>` on /graphql and /api. Only a hash of the key is stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** ISO 8601 time of creation. */
  createdAt: Scalars['String']['output'];
  /** The key's id, used to revoke it. */
  id: Scalars['ID']['output'];
  /** ISO 8601 time the key was last used (updated at most once a minute), or null if never. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** A name its owner chose, such as the script that uses it. */
  name: Scalars['String']['output'];
  /** The first characters of the key (e.g. rlk_ab12cd34), to tell keys apart; the rest is never shown again. */
  prefix: Scalars['String']['output'];
  /** Requests per minute this key may make; more are answered 429 with Retry-After. */
  rateLimitPerMinute: Scalars['Int']['output'];
  /** ISO 8601 time the key was revoked, or null while it works. */
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** What the key may do. */
  scope: ApiKeyScope;
};

/** A page of the signed-in user's API keys (revoked ones included), newest first (by creation time, then id). */
export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<ApiKeyEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<ApiKey>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of ApiKeyConnection, with the cursor that points just after it. */
export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: ApiKey;
};

/** What an API key may do. READ runs queries only; ANALYZE also runs the metered tools (analyses, invoice audits, bulk uploads), billed to the key's owner. */
export type ApiKeyScope =
  /** Queries and the metered tools (analyses, invoice audits, bulk uploads), counted against the owner's plan. */
  | 'ANALYZE'
  /** Queries only: history, results, market data; never a metered tool. */
  | 'READ';

/** The answer to a successful sign-up, sign-in or password change. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A bearer token (JWT) for the Authorization header; kept by the web app under the local-storage key token. */
  token: Scalars['String']['output'];
  /** The user the token belongs to. */
  user: User;
};

/** A password change: the current password and the new one. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** At least 6 characters, like a new account's. */
  newPassword: Scalars['String']['input'];
};

/** A new API key's name, scope and rate limit. */
export type CreateApiKeyInput = {
  /** 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** 1 to 600; 60 when not given. */
  rateLimitPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** What the key may do. */
  scope: ApiKeyScope;
};

/** A new key: `key` is the secret, shown this once and never again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as it will be listed from now on. */
  apiKey: ApiKey;
  /** The secret key (rlk_...). Shown this once: store it now. */
  key: Scalars['String']['output'];
};

/** Sign-in with email and password. */
export type LoginInput = {
  /** The account's email address. */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets a new password and ends every session; answers a fresh token for the caller. */
  changePassword: AuthPayload;
  /** Makes an API key for the signed-in user (at most 20 live keys). Needs a person's sign-in, not an API key. */
  createApiKey: CreatedApiKey;
  /** Signs in with email and password; repeated failures per email and address answer RATE_LIMITED. */
  login: AuthPayload;
  /** Ends the session of the token sent with this request: that token is refused from now on. */
  logout: Scalars['Boolean']['output'];
  /** Ends every session of the signed-in user on every device: all tokens issued so far are refused. */
  logoutEverywhere: Scalars['Boolean']['output'];
  /** Makes an account (with a trial) and signs it in. Limited per client address; more answer RATE_LIMITED. */
  register: AuthPayload;
  /** Revokes one of the signed-in user's keys at once: requests with it are refused from then on. */
  revokeApiKey: ApiKey;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};

/** Where a page of a cursor-paged list ends, and whether another page follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last row (pass it as after); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when rows follow this page: ask again with after = endCursor. */
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user, or null without a valid token. */
  me?: Maybe<User>;
  /** The signed-in user's API keys, newest first, revoked ones included. Needs a person's sign-in, not an API key. */
  myApiKeys: Array<ApiKey>;
  /** The signed-in user's API keys by cursor page, newest first, revoked ones included. Needs a person's sign-in, not an API key. */
  myApiKeysConnection: ApiKeyConnection;
};


export type QueryMyApiKeysConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A new account. */
export type RegisterInput = {
  /** A valid email address, at most 254 characters; one account per address. */
  email: Scalars['String']['input'];
  /** 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** 6 to 200 characters. */
  password: Scalars['String']['input'];
};

/** A person with an account. Billing extends it with plan and usage fields. */
export type User = {
  __typename?: 'User';
  /** ISO 8601 time the account was made. */
  createdAt: Scalars['String']['output'];
  /** The sign-in email, lower-cased. */
  email: Scalars['String']['output'];
  /** First name as entered at sign-up. */
  firstName: Scalars['String']['output'];
  /** The user's id, the same in every service. */
  id: Scalars['ID']['output'];
  /** Last name as entered at sign-up. */
  lastName: Scalars['String']['output'];
  /** user or admin */
  role: Scalars['String']['output'];
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
  ApiKey: ResolverTypeWrapper<Partial<ApiKey>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ApiKeyConnection: ResolverTypeWrapper<Partial<ApiKeyConnection>>;
  ApiKeyEdge: ResolverTypeWrapper<Partial<ApiKeyEdge>>;
  ApiKeyScope: ResolverTypeWrapper<Partial<ApiKeyScope>>;
  AuthPayload: ResolverTypeWrapper<Partial<AuthPayload>>;
  ChangePasswordInput: ResolverTypeWrapper<Partial<ChangePasswordInput>>;
  CreateApiKeyInput: ResolverTypeWrapper<Partial<CreateApiKeyInput>>;
  CreatedApiKey: ResolverTypeWrapper<Partial<CreatedApiKey>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  LoginInput: ResolverTypeWrapper<Partial<LoginInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: ResolverTypeWrapper<Partial<RegisterInput>>;
  User: ResolverTypeWrapper<Partial<User>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ApiKey: Partial<ApiKey>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  ApiKeyConnection: Partial<ApiKeyConnection>;
  ApiKeyEdge: Partial<ApiKeyEdge>;
  AuthPayload: Partial<AuthPayload>;
  ChangePasswordInput: Partial<ChangePasswordInput>;
  CreateApiKeyInput: Partial<CreateApiKeyInput>;
  CreatedApiKey: Partial<CreatedApiKey>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  LoginInput: Partial<LoginInput>;
  Mutation: Record<PropertyKey, never>;
  PageInfo: Partial<PageInfo>;
  Query: Record<PropertyKey, never>;
  RegisterInput: Partial<RegisterInput>;
  User: Partial<User | FederationReferenceTypes['User']>;
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

export type ApiKeyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateLimitPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiKeyScope'], ParentType, ContextType>;
};

export type ApiKeyConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiKeyConnection'] = ResolversParentTypes['ApiKeyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ApiKeyEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ApiKeyEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiKeyEdge'] = ResolversParentTypes['ApiKeyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FieldSet'], any> {
  name: 'FieldSet';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
};

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myApiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  myApiKeysConnection?: Resolver<ResolversTypes['ApiKeyConnection'], ParentType, ContextType, Partial<QueryMyApiKeysConnectionArgs>>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyConnection?: ApiKeyConnectionResolvers<ContextType>;
  ApiKeyEdge?: ApiKeyEdgeResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
