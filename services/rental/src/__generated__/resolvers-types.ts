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

export type DataSource = {
  __typename?: 'DataSource';
  asOf?: Maybe<Scalars['String']['output']>;
  attribution?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type MarketDataSources = {
  __typename?: 'MarketDataSources';
  methodology: Scalars['String']['output'];
  primary: Scalars['String']['output'];
  secondary: Scalars['String']['output'];
};

export type MarketSummary = {
  __typename?: 'MarketSummary';
  keyInsights: Array<Scalars['String']['output']>;
  marketOutlook: Scalars['String']['output'];
  summary: Scalars['String']['output'];
};

export type MetricExplanation = {
  __typename?: 'MetricExplanation';
  explanation: Scalars['String']['output'];
  metric: Scalars['String']['output'];
};

export type PropertyTypeShare = {
  __typename?: 'PropertyTypeShare';
  averageRent?: Maybe<Scalars['Float']['output']>;
  percentage: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  myRentalSearches: Array<RentalSearch>;
  rentalMarket: RentalMarket;
};


export type QueryMyRentalSearchesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRentalMarketArgs = {
  location: Scalars['String']['input'];
};

export type RentTrend = {
  __typename?: 'RentTrend';
  averageRent: Scalars['Float']['output'];
  changePercent?: Maybe<Scalars['Float']['output']>;
  period: Scalars['String']['output'];
};

export type RentalMarket = {
  __typename?: 'RentalMarket';
  aiSummary: MarketSummary;
  averageRent?: Maybe<Scalars['Float']['output']>;
  dataGeneration: Array<MetricExplanation>;
  dataSources: MarketDataSources;
  inventoryCount?: Maybe<Scalars['Int']['output']>;
  location: Scalars['String']['output'];
  medianRent?: Maybe<Scalars['Float']['output']>;
  occupancyRate?: Maybe<Scalars['Float']['output']>;
  popularPropertyTypes: Array<PropertyTypeShare>;
  pricePerSqft?: Maybe<Scalars['Float']['output']>;
  rentTrends: Array<RentTrend>;
  resolved?: Maybe<ResolvedPlace>;
  sources: Array<DataSource>;
};

export type RentalSearch = {
  __typename?: 'RentalSearch';
  createdAt: Scalars['String']['output'];
  found: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  query: Scalars['String']['output'];
  resolved?: Maybe<Scalars['String']['output']>;
};

export type ResolvedPlace = {
  __typename?: 'ResolvedPlace';
  alternatives: Array<Scalars['String']['output']>;
  /** zip, city, county or metro */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
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
  DataSource: ResolverTypeWrapper<Partial<DataSource>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  MarketDataSources: ResolverTypeWrapper<Partial<MarketDataSources>>;
  MarketSummary: ResolverTypeWrapper<Partial<MarketSummary>>;
  MetricExplanation: ResolverTypeWrapper<Partial<MetricExplanation>>;
  PropertyTypeShare: ResolverTypeWrapper<Partial<PropertyTypeShare>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  RentTrend: ResolverTypeWrapper<Partial<RentTrend>>;
  RentalMarket: ResolverTypeWrapper<Partial<RentalMarket>>;
  RentalSearch: ResolverTypeWrapper<Partial<RentalSearch>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ResolvedPlace: ResolverTypeWrapper<Partial<ResolvedPlace>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DataSource: Partial<DataSource>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  MarketDataSources: Partial<MarketDataSources>;
  MarketSummary: Partial<MarketSummary>;
  MetricExplanation: Partial<MetricExplanation>;
  PropertyTypeShare: Partial<PropertyTypeShare>;
  Float: Partial<Scalars['Float']['output']>;
  Query: Record<PropertyKey, never>;
  Int: Partial<Scalars['Int']['output']>;
  RentTrend: Partial<RentTrend>;
  RentalMarket: Partial<RentalMarket>;
  RentalSearch: Partial<RentalSearch>;
  ID: Partial<Scalars['ID']['output']>;
  ResolvedPlace: Partial<ResolvedPlace>;
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

export type DataSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DataSource'] = ResolversParentTypes['DataSource']> = {
  asOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FieldSet'], any> {
  name: 'FieldSet';
}

export type MarketDataSourcesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketDataSources'] = ResolversParentTypes['MarketDataSources']> = {
  methodology?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketSummary'] = ResolversParentTypes['MarketSummary']> = {
  keyInsights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  marketOutlook?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetricExplanationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MetricExplanation'] = ResolversParentTypes['MetricExplanation']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyTypeShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyTypeShare'] = ResolversParentTypes['PropertyTypeShare']> = {
  averageRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myRentalSearches?: Resolver<Array<ResolversTypes['RentalSearch']>, ParentType, ContextType, Partial<QueryMyRentalSearchesArgs>>;
  rentalMarket?: Resolver<ResolversTypes['RentalMarket'], ParentType, ContextType, RequireFields<QueryRentalMarketArgs, 'location'>>;
};

export type RentTrendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentTrend'] = ResolversParentTypes['RentTrend']> = {
  averageRent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RentalMarketResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalMarket'] = ResolversParentTypes['RentalMarket']> = {
  aiSummary?: Resolver<ResolversTypes['MarketSummary'], ParentType, ContextType>;
  averageRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dataGeneration?: Resolver<Array<ResolversTypes['MetricExplanation']>, ParentType, ContextType>;
  dataSources?: Resolver<ResolversTypes['MarketDataSources'], ParentType, ContextType>;
  inventoryCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medianRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  occupancyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  popularPropertyTypes?: Resolver<Array<ResolversTypes['PropertyTypeShare']>, ParentType, ContextType>;
  pricePerSqft?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rentTrends?: Resolver<Array<ResolversTypes['RentTrend']>, ParentType, ContextType>;
  resolved?: Resolver<Maybe<ResolversTypes['ResolvedPlace']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
};

export type RentalSearchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalSearch'] = ResolversParentTypes['RentalSearch']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolved?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResolvedPlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ResolvedPlace'] = ResolversParentTypes['ResolvedPlace']> = {
  alternatives?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  DataSource?: DataSourceResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  MarketDataSources?: MarketDataSourcesResolvers<ContextType>;
  MarketSummary?: MarketSummaryResolvers<ContextType>;
  MetricExplanation?: MetricExplanationResolvers<ContextType>;
  PropertyTypeShare?: PropertyTypeShareResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RentTrend?: RentTrendResolvers<ContextType>;
  RentalMarket?: RentalMarketResolvers<ContextType>;
  RentalSearch?: RentalSearchResolvers<ContextType>;
  ResolvedPlace?: ResolvedPlaceResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
