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

/** The admin dashboard's figures, from the read model built from events (UTC months and weeks). */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Users on a trial that has not ended. */
  activeTrials: Scalars['Int']['output'];
  /** Users with an active paid plan. */
  paidSubscribers: Scalars['Int']['output'];
  /** Users registered in the last seven days. */
  signupsThisWeek: Scalars['Int']['output'];
  /** Revenue from payments in the current calendar month, US dollars. */
  totalRevenue: Scalars['Float']['output'];
  /** Registered users. */
  totalUsers: Scalars['Int']['output'];
  /** Metered uses recorded this calendar month, given-back uses excluded. */
  usageThisMonth: Scalars['Int']['output'];
};

/** A registered user as the admin listing shows it. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** ISO 8601 time of registration. */
  createdAt: Scalars['String']['output'];
  /** Sign-in email. */
  email: Scalars['String']['output'];
  /** First name; empty when unknown. */
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Last name; empty when unknown. */
  lastName: Scalars['String']['output'];
  /** trial, basic, pro or enterprise. */
  planType: Scalars['String']['output'];
  /** trial, active, expired or cancelled. */
  subscriptionStatus: Scalars['String']['output'];
  /** ISO 8601 end of the trial, or null. */
  trialEndDate?: Maybe<Scalars['String']['output']>;
  /** Metered uses in the current period. */
  usageCount: Scalars['Int']['output'];
};

/** A page of registered users, newest first (by creation time, then id). */
export type AdminUserConnection = {
  __typename?: 'AdminUserConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<AdminUserEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<AdminUser>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of AdminUserConnection, with the cursor that points just after it. */
export type AdminUserEdge = {
  __typename?: 'AdminUserEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: AdminUser;
};

/** A contact-form message; open to visitors, limited per client address. */
export type ContactInput = {
  /** Optional, at most 100 characters. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** A valid email address for the answer. */
  email: Scalars['String']['input'];
  /** 10 to 5,000 characters. */
  message: Scalars['String']['input'];
  /** 2 to 100 characters. */
  name: Scalars['String']['input'];
  /** 5 to 200 characters. */
  subject: Scalars['String']['input'];
};

/** A message sent with the contact form. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** The sender's company, when given. */
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 time it was received. */
  createdAt: Scalars['String']['output'];
  /** The sender's email, for the answer. */
  email: Scalars['String']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** The message text. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** The subject line. */
  subject: Scalars['String']['output'];
};

/** A page of contact messages, newest first (by creation time, then id). */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<ContactMessageEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<ContactMessage>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of ContactMessageConnection, with the cursor that points just after it. */
export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: ContactMessage;
};

/** Confirms a contact message was stored. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  /** The stored message's id. */
  id: Scalars['ID']['output'];
  /** Always true; failures are errors. */
  ok: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Stores a contact-form message; past the per-address limit it answers RATE_LIMITED. */
  sendContactMessage: ContactReceipt;
};


export type MutationSendContactMessageArgs = {
  input: ContactInput;
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
  /** The dashboard figures. Admins only. */
  adminStats: AdminStats;
  /** Registered users, newest first; page with offset (rows skipped) and limit (default 100, at most 500). */
  adminUsers: Array<AdminUser>;
  /** Registered users by cursor page, newest first. Admins only. */
  adminUsersConnection: AdminUserConnection;
  /** Contact messages, newest first. Admins only. */
  contactMessages: Array<ContactMessage>;
  /** Contact messages by cursor page, newest first. Admins only. */
  contactMessagesConnection: ContactMessageConnection;
};


export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminUsersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessagesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminStats: ResolverTypeWrapper<Partial<AdminStats>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  AdminUser: ResolverTypeWrapper<Partial<AdminUser>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  AdminUserConnection: ResolverTypeWrapper<Partial<AdminUserConnection>>;
  AdminUserEdge: ResolverTypeWrapper<Partial<AdminUserEdge>>;
  ContactInput: ResolverTypeWrapper<Partial<ContactInput>>;
  ContactMessage: ResolverTypeWrapper<Partial<ContactMessage>>;
  ContactMessageConnection: ResolverTypeWrapper<Partial<ContactMessageConnection>>;
  ContactMessageEdge: ResolverTypeWrapper<Partial<ContactMessageEdge>>;
  ContactReceipt: ResolverTypeWrapper<Partial<ContactReceipt>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminStats: Partial<AdminStats>;
  Int: Partial<Scalars['Int']['output']>;
  Float: Partial<Scalars['Float']['output']>;
  AdminUser: Partial<AdminUser>;
  ID: Partial<Scalars['ID']['output']>;
  AdminUserConnection: Partial<AdminUserConnection>;
  AdminUserEdge: Partial<AdminUserEdge>;
  ContactInput: Partial<ContactInput>;
  ContactMessage: Partial<ContactMessage>;
  ContactMessageConnection: Partial<ContactMessageConnection>;
  ContactMessageEdge: Partial<ContactMessageEdge>;
  ContactReceipt: Partial<ContactReceipt>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Mutation: Record<PropertyKey, never>;
  PageInfo: Partial<PageInfo>;
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

export type AdminStatsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = {
  activeTrials?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidSubscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signupsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminUserConnection'] = ResolversParentTypes['AdminUserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminUserEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdminUserEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AdminUserEdge'] = ResolversParentTypes['AdminUserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactMessageConnection'] = ResolversParentTypes['ContactMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ContactMessageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ContactMessageEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactMessageEdge'] = ResolversParentTypes['ContactMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType>;
};

export type ContactReceiptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactReceipt'] = ResolversParentTypes['ContactReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FieldSet'], any> {
  name: 'FieldSet';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  sendContactMessage?: Resolver<ResolversTypes['ContactReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
};

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  adminUsersConnection?: Resolver<ResolversTypes['AdminUserConnection'], ParentType, ContextType, Partial<QueryAdminUsersConnectionArgs>>;
  contactMessages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType, Partial<QueryContactMessagesArgs>>;
  contactMessagesConnection?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, Partial<QueryContactMessagesConnectionArgs>>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserConnection?: AdminUserConnectionResolvers<ContextType>;
  AdminUserEdge?: AdminUserEdgeResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessageEdge?: ContactMessageEdgeResolvers<ContextType>;
  ContactReceipt?: ContactReceiptResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
