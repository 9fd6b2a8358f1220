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

export type AnalyzePropertyInput = {
  address: Scalars['String']['input'];
  overrides?: InputMaybe<AssumptionOverrides>;
  zipCode: Scalars['String']['input'];
};

/** An input of the underwriting, where it came from and why. */
export type Assumption = {
  __typename?: 'Assumption';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  rationale: Scalars['String']['output'];
  source: Scalars['String']['output'];
  sourceId?: Maybe<Scalars['String']['output']>;
  unit: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type AssumptionOverrides = {
  appreciationPct?: InputMaybe<Scalars['Float']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  capexPct?: InputMaybe<Scalars['Float']['input']>;
  closingCostsPct?: InputMaybe<Scalars['Float']['input']>;
  downPaymentPct?: InputMaybe<Scalars['Float']['input']>;
  hoaMonthly?: InputMaybe<Scalars['Float']['input']>;
  insuranceAnnual?: InputMaybe<Scalars['Float']['input']>;
  interestRatePct?: InputMaybe<Scalars['Float']['input']>;
  loanTermYears?: InputMaybe<Scalars['Int']['input']>;
  maintenancePct?: InputMaybe<Scalars['Float']['input']>;
  managementPct?: InputMaybe<Scalars['Float']['input']>;
  monthlyRent?: InputMaybe<Scalars['Float']['input']>;
  propertyTaxRatePct?: InputMaybe<Scalars['Float']['input']>;
  purchasePrice?: InputMaybe<Scalars['Float']['input']>;
  rentGrowthPct?: InputMaybe<Scalars['Float']['input']>;
  vacancyPct?: InputMaybe<Scalars['Float']['input']>;
};

export type BulkAnalysisResult = {
  __typename?: 'BulkAnalysisResult';
  errors: Array<BulkRowError>;
  failed: Scalars['Int']['output'];
  processed: Scalars['Int']['output'];
  /** The gate reason when rows were skipped. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Rows not run because the plan's allowance ran out. */
  skipped: Scalars['Int']['output'];
};

export type BulkRowError = {
  __typename?: 'BulkRowError';
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type DataSource = {
  __typename?: 'DataSource';
  asOf?: Maybe<Scalars['String']['output']>;
  attribution?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** One computed figure, with the formula and the numbers that produced it. */
export type Metric = {
  __typename?: 'Metric';
  display: Scalars['String']['output'];
  formula: Scalars['String']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  analyzeProperty: PropertyAnalysis;
  /** Analyzes every row of a CSV with columns address and zipCode. */
  bulkAnalyzeProperties: BulkAnalysisResult;
};


export type MutationAnalyzePropertyArgs = {
  input: AnalyzePropertyInput;
};


export type MutationBulkAnalyzePropertiesArgs = {
  csv: Scalars['String']['input'];
};

export type PlaceSummary = {
  __typename?: 'PlaceSummary';
  city?: Maybe<Scalars['String']['output']>;
  county?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type PropertyAnalysis = {
  __typename?: 'PropertyAnalysis';
  address: Scalars['String']['output'];
  aiSummary: Scalars['String']['output'];
  /** template or openai */
  aiSummarySource: Scalars['String']['output'];
  assumptions: Array<Assumption>;
  capRate: Scalars['String']['output'];
  confidence: Scalars['String']['output'];
  confidenceNotes: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  daysOnMarket?: Maybe<Scalars['Int']['output']>;
  estimatedValue: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  isBankOwned: Scalars['Boolean']['output'];
  isComingSoon: Scalars['Boolean']['output'];
  isForRent: Scalars['Boolean']['output'];
  isForSale: Scalars['Boolean']['output'];
  isForeclosure: Scalars['Boolean']['output'];
  isOffMarket: Scalars['Boolean']['output'];
  isPending: Scalars['Boolean']['output'];
  marketStatus: Scalars['String']['output'];
  /** Why the listing status is what it is (we have no listings feed). */
  marketStatusNote: Scalars['String']['output'];
  metrics: Array<Metric>;
  monthlyRent: Scalars['Float']['output'];
  place?: Maybe<PlaceSummary>;
  projections: Array<YearProjection>;
  propertyImages: Array<Scalars['String']['output']>;
  rentRange: ValueRange;
  risk: Risk;
  roiPotential: Scalars['String']['output'];
  sources: Array<DataSource>;
  valueRange: ValueRange;
  zillowUrl: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  myPropertyAnalyses: Array<PropertyAnalysis>;
  propertyAnalysis?: Maybe<PropertyAnalysis>;
};


export type QueryMyPropertyAnalysesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPropertyAnalysisArgs = {
  id: Scalars['ID']['input'];
};

export type Risk = {
  __typename?: 'Risk';
  level: Scalars['String']['output'];
  parts: Array<RiskPart>;
  score: Scalars['Int']['output'];
};

export type RiskPart = {
  __typename?: 'RiskPart';
  explanation: Scalars['String']['output'];
  maxPoints: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  points: Scalars['Float']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type ValueRange = {
  __typename?: 'ValueRange';
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  point: Scalars['Float']['output'];
};

export type YearProjection = {
  __typename?: 'YearProjection';
  cashFlow: Scalars['Float']['output'];
  equity: Scalars['Float']['output'];
  loanBalance: Scalars['Float']['output'];
  propertyValue: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
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
  PropertyAnalysis: PropertyAnalysis;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  PropertyAnalysis:
    ( { __typename: 'PropertyAnalysis' }
    & GraphQLRecursivePick<FederationTypes['PropertyAnalysis'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnalyzePropertyInput: ResolverTypeWrapper<Partial<AnalyzePropertyInput>>;
  Assumption: ResolverTypeWrapper<Partial<Assumption>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  AssumptionOverrides: ResolverTypeWrapper<Partial<AssumptionOverrides>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  BulkAnalysisResult: ResolverTypeWrapper<Partial<BulkAnalysisResult>>;
  BulkRowError: ResolverTypeWrapper<Partial<BulkRowError>>;
  DataSource: ResolverTypeWrapper<Partial<DataSource>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Metric: ResolverTypeWrapper<Partial<Metric>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PlaceSummary: ResolverTypeWrapper<Partial<PlaceSummary>>;
  PropertyAnalysis: ResolverTypeWrapper<Partial<PropertyAnalysis>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Risk: ResolverTypeWrapper<Partial<Risk>>;
  RiskPart: ResolverTypeWrapper<Partial<RiskPart>>;
  ValueRange: ResolverTypeWrapper<Partial<ValueRange>>;
  YearProjection: ResolverTypeWrapper<Partial<YearProjection>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnalyzePropertyInput: Partial<AnalyzePropertyInput>;
  Assumption: Partial<Assumption>;
  Float: Partial<Scalars['Float']['output']>;
  AssumptionOverrides: Partial<AssumptionOverrides>;
  Int: Partial<Scalars['Int']['output']>;
  BulkAnalysisResult: Partial<BulkAnalysisResult>;
  BulkRowError: Partial<BulkRowError>;
  DataSource: Partial<DataSource>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Metric: Partial<Metric>;
  Mutation: Record<PropertyKey, never>;
  PlaceSummary: Partial<PlaceSummary>;
  PropertyAnalysis: Partial<PropertyAnalysis | FederationReferenceTypes['PropertyAnalysis']>;
  ID: Partial<Scalars['ID']['output']>;
  Query: Record<PropertyKey, never>;
  Risk: Partial<Risk>;
  RiskPart: Partial<RiskPart>;
  ValueRange: Partial<ValueRange>;
  YearProjection: Partial<YearProjection>;
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

export type AssumptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Assumption'] = ResolversParentTypes['Assumption']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rationale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BulkAnalysisResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkAnalysisResult'] = ResolversParentTypes['BulkAnalysisResult']> = {
  errors?: Resolver<Array<ResolversTypes['BulkRowError']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkRowErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkRowError'] = ResolversParentTypes['BulkRowError']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type MetricResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Metric'] = ResolversParentTypes['Metric']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formula?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  analyzeProperty?: Resolver<ResolversTypes['PropertyAnalysis'], ParentType, ContextType, RequireFields<MutationAnalyzePropertyArgs, 'input'>>;
  bulkAnalyzeProperties?: Resolver<ResolversTypes['BulkAnalysisResult'], ParentType, ContextType, RequireFields<MutationBulkAnalyzePropertiesArgs, 'csv'>>;
};

export type PlaceSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaceSummary'] = ResolversParentTypes['PlaceSummary']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyAnalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyAnalysis'] = ResolversParentTypes['PropertyAnalysis'], FederationReferenceType extends FederationReferenceTypes['PropertyAnalysis'] = FederationReferenceTypes['PropertyAnalysis']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['PropertyAnalysis']> | FederationReferenceType, FederationReferenceType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aiSummary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aiSummarySource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assumptions?: Resolver<Array<ResolversTypes['Assumption']>, ParentType, ContextType>;
  capRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidenceNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysOnMarket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  estimatedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBankOwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isComingSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isForRent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isForeclosure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOffMarket?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketStatusNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['Metric']>, ParentType, ContextType>;
  monthlyRent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['PlaceSummary']>, ParentType, ContextType>;
  projections?: Resolver<Array<ResolversTypes['YearProjection']>, ParentType, ContextType>;
  propertyImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rentRange?: Resolver<ResolversTypes['ValueRange'], ParentType, ContextType>;
  risk?: Resolver<ResolversTypes['Risk'], ParentType, ContextType>;
  roiPotential?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  valueRange?: Resolver<ResolversTypes['ValueRange'], ParentType, ContextType>;
  zillowUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myPropertyAnalyses?: Resolver<Array<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, Partial<QueryMyPropertyAnalysesArgs>>;
  propertyAnalysis?: Resolver<Maybe<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, RequireFields<QueryPropertyAnalysisArgs, 'id'>>;
};

export type RiskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Risk'] = ResolversParentTypes['Risk']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['RiskPart']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskPartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RiskPart'] = ResolversParentTypes['RiskPart']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValueRangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ValueRange'] = ResolversParentTypes['ValueRange']> = {
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type YearProjectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['YearProjection'] = ResolversParentTypes['YearProjection']> = {
  cashFlow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  equity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loanBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  propertyValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  Assumption?: AssumptionResolvers<ContextType>;
  BulkAnalysisResult?: BulkAnalysisResultResolvers<ContextType>;
  BulkRowError?: BulkRowErrorResolvers<ContextType>;
  DataSource?: DataSourceResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  Metric?: MetricResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PlaceSummary?: PlaceSummaryResolvers<ContextType>;
  PropertyAnalysis?: PropertyAnalysisResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Risk?: RiskResolvers<ContextType>;
  RiskPart?: RiskPartResolvers<ContextType>;
  ValueRange?: ValueRangeResolvers<ContextType>;
  YearProjection?: YearProjectionResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
