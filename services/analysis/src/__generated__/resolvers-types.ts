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
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  capexPct?: InputMaybe<Scalars['Float']['input']>;
  closingCostsPct?: InputMaybe<Scalars['Float']['input']>;
  downPaymentPct?: InputMaybe<Scalars['Float']['input']>;
  expenseGrowthPct?: InputMaybe<Scalars['Float']['input']>;
  hoaMonthly?: InputMaybe<Scalars['Float']['input']>;
  holdingYears?: InputMaybe<Scalars['Int']['input']>;
  insuranceAnnual?: InputMaybe<Scalars['Float']['input']>;
  interestRatePct?: InputMaybe<Scalars['Float']['input']>;
  livingAreaSqft?: InputMaybe<Scalars['Float']['input']>;
  loanTermYears?: InputMaybe<Scalars['Int']['input']>;
  maintenancePct?: InputMaybe<Scalars['Float']['input']>;
  managementPct?: InputMaybe<Scalars['Float']['input']>;
  monthlyRent?: InputMaybe<Scalars['Float']['input']>;
  propertyTaxRatePct?: InputMaybe<Scalars['Float']['input']>;
  /** single_family, condo, townhouse or multi_family (2-4 units) */
  propertyType?: InputMaybe<Scalars['String']['input']>;
  purchasePrice?: InputMaybe<Scalars['Float']['input']>;
  rentGrowthPct?: InputMaybe<Scalars['Float']['input']>;
  sellingCostsPct?: InputMaybe<Scalars['Float']['input']>;
  vacancyPct?: InputMaybe<Scalars['Float']['input']>;
  yearBuilt?: InputMaybe<Scalars['Int']['input']>;
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

export type EstimateAdjustment = {
  __typename?: 'EstimateAdjustment';
  detail: Scalars['String']['output'];
  factor: Scalars['Float']['output'];
  name: Scalars['String']['output'];
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
  /** Analyzes every row of a CSV with columns address and zipCode, and optional price, rent, beds, baths, sqft, type. */
  bulkAnalyzeProperties: BulkAnalysisResult;
  /** Re-runs a stored analysis with changed assumptions; free within 24 hours of the first run (same id, new version). */
  rerunPropertyAnalysis: PropertyAnalysis;
};


export type MutationAnalyzePropertyArgs = {
  input: AnalyzePropertyInput;
};


export type MutationBulkAnalyzePropertiesArgs = {
  csv: Scalars['String']['input'];
};


export type MutationRerunPropertyAnalysisArgs = {
  id: Scalars['ID']['input'];
  overrides: AssumptionOverrides;
};

/** Where a page of a cursor-paged list ends, and whether another page follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last row (pass it as after); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when rows follow this page: ask again with after = endCursor. */
  hasNextPage: Scalars['Boolean']['output'];
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
  /** Year-one cash-on-cash return, e.g. '6.1%', shown beside ROI Potential. */
  cashOnCash: Scalars['String']['output'];
  /** How the asking price and rent entered compare with our estimates. */
  comparisons: Array<Scalars['String']['output']>;
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
  /** The property facts the estimates were made for (as entered); null on analyses stored before deal inputs existed. */
  property?: Maybe<PropertyFacts>;
  propertyImages: Array<Scalars['String']['output']>;
  /** Property-level rent estimate, as valueEstimate. */
  rentEstimate?: Maybe<PropertyEstimate>;
  rentRange: ValueRange;
  /** Until when assumptions can be changed and re-run without using another analysis (ISO time). */
  rerunUntil: Scalars['String']['output'];
  risk: Risk;
  /** Too-good-to-be-true and distressed-market flags; with any of them risk is never Low. */
  riskFlags: Array<RiskFlag>;
  roiPotential: Scalars['String']['output'];
  /** What roiPotential is, e.g. 'ROI Potential = 5-year levered IRR'. */
  roiPotentialLabel: Scalars['String']['output'];
  /** Cash-on-cash and cap rate for price and rent each -10/-5/0/+5/+10%. */
  sensitivity?: Maybe<Sensitivity>;
  sources: Array<DataSource>;
  /** Property-level value estimate: ZIP level adjusted for the facts given, with method, inputs, sources and an 80% range. */
  valueEstimate?: Maybe<PropertyEstimate>;
  valueRange: ValueRange;
  /** 1 for the first run; each free re-run with changed assumptions adds one. */
  version: Scalars['Int']['output'];
  /** Warnings about the input, e.g. a street city that does not match the ZIP. */
  warnings: Array<Scalars['String']['output']>;
  zillowUrl: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** A page of the signed-in user's property analyses (bulk rows included), newest first (by creation time, then id). */
export type PropertyAnalysisConnection = {
  __typename?: 'PropertyAnalysisConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<PropertyAnalysisEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<PropertyAnalysis>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of PropertyAnalysisConnection, with the cursor that points just after it. */
export type PropertyAnalysisEdge = {
  __typename?: 'PropertyAnalysisEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: PropertyAnalysis;
};

export type PropertyAnalysisPage = {
  __typename?: 'PropertyAnalysisPage';
  items: Array<PropertyAnalysis>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PropertyEstimate = {
  __typename?: 'PropertyEstimate';
  adjustments: Array<EstimateAdjustment>;
  asOf: Scalars['String']['output'];
  confidence: Scalars['String']['output'];
  high: Scalars['Float']['output'];
  inputsUsed: Array<Scalars['String']['output']>;
  low: Scalars['Float']['output'];
  method: Scalars['String']['output'];
  point: Scalars['Float']['output'];
  sources: Array<DataSource>;
  /** The ZIP-level figure before property adjustments. */
  zipLevel: Scalars['Float']['output'];
};

export type PropertyFacts = {
  __typename?: 'PropertyFacts';
  bathrooms?: Maybe<Scalars['Float']['output']>;
  bedrooms?: Maybe<Scalars['Int']['output']>;
  livingAreaSqft?: Maybe<Scalars['Float']['output']>;
  propertyType?: Maybe<Scalars['String']['output']>;
  yearBuilt?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  myPropertyAnalyses: Array<PropertyAnalysis>;
  /** The signed-in user's property analyses by cursor page, newest first (bulk rows included). */
  myPropertyAnalysesConnection: PropertyAnalysisConnection;
  /** Every analysis of the user, newest first, by page (bulk rows included). */
  propertyAnalysesPage: PropertyAnalysisPage;
  propertyAnalysis?: Maybe<PropertyAnalysis>;
  /** The product defaults of the assumptions, with their sources, before any property is chosen. */
  propertyAssumptionDefaults: Array<Assumption>;
  /** The price and rent that reach a target on a stored analysis. Free: it runs on the stored assumptions. */
  solvePropertyTarget: TargetSolution;
};


export type QueryMyPropertyAnalysesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPropertyAnalysesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPropertyAnalysesPageArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPropertyAnalysisArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySolvePropertyTargetArgs = {
  id: Scalars['ID']['input'];
  target: TargetInput;
};

export type Risk = {
  __typename?: 'Risk';
  level: Scalars['String']['output'];
  parts: Array<RiskPart>;
  score: Scalars['Int']['output'];
};

export type RiskFlag = {
  __typename?: 'RiskFlag';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type RiskPart = {
  __typename?: 'RiskPart';
  explanation: Scalars['String']['output'];
  maxPoints: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  points: Scalars['Float']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type Sensitivity = {
  __typename?: 'Sensitivity';
  cells: Array<SensitivityCell>;
  priceSteps: Array<Scalars['Float']['output']>;
  rentSteps: Array<Scalars['Float']['output']>;
};

export type SensitivityCell = {
  __typename?: 'SensitivityCell';
  capRatePct?: Maybe<Scalars['Float']['output']>;
  cashOnCashPct?: Maybe<Scalars['Float']['output']>;
  priceChangePct: Scalars['Float']['output'];
  rentChangePct: Scalars['Float']['output'];
};

/** A target for the solver: metric is cashOnCash, capRate, dscr or irr (percent, except dscr as a ratio). */
export type TargetInput = {
  metric: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

/** The price and rent at which the deal just reaches a target, all other assumptions unchanged. */
export type TargetSolution = {
  __typename?: 'TargetSolution';
  explanation: Scalars['String']['output'];
  /** Highest purchase price that reaches the target; null when no price does. */
  maxPurchasePrice?: Maybe<Scalars['Float']['output']>;
  metric: Scalars['String']['output'];
  /** Lowest monthly rent that reaches the target; null when no rent does. */
  minMonthlyRent?: Maybe<Scalars['Float']['output']>;
  target: Scalars['Float']['output'];
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
  EstimateAdjustment: ResolverTypeWrapper<Partial<EstimateAdjustment>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Metric: ResolverTypeWrapper<Partial<Metric>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  PlaceSummary: ResolverTypeWrapper<Partial<PlaceSummary>>;
  PropertyAnalysis: ResolverTypeWrapper<Partial<PropertyAnalysis>>;
  PropertyAnalysisConnection: ResolverTypeWrapper<Partial<PropertyAnalysisConnection>>;
  PropertyAnalysisEdge: ResolverTypeWrapper<Partial<PropertyAnalysisEdge>>;
  PropertyAnalysisPage: ResolverTypeWrapper<Partial<PropertyAnalysisPage>>;
  PropertyEstimate: ResolverTypeWrapper<Partial<PropertyEstimate>>;
  PropertyFacts: ResolverTypeWrapper<Partial<PropertyFacts>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Risk: ResolverTypeWrapper<Partial<Risk>>;
  RiskFlag: ResolverTypeWrapper<Partial<RiskFlag>>;
  RiskPart: ResolverTypeWrapper<Partial<RiskPart>>;
  Sensitivity: ResolverTypeWrapper<Partial<Sensitivity>>;
  SensitivityCell: ResolverTypeWrapper<Partial<SensitivityCell>>;
  TargetInput: ResolverTypeWrapper<Partial<TargetInput>>;
  TargetSolution: ResolverTypeWrapper<Partial<TargetSolution>>;
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
  EstimateAdjustment: Partial<EstimateAdjustment>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Metric: Partial<Metric>;
  Mutation: Record<PropertyKey, never>;
  ID: Partial<Scalars['ID']['output']>;
  PageInfo: Partial<PageInfo>;
  PlaceSummary: Partial<PlaceSummary>;
  PropertyAnalysis: Partial<PropertyAnalysis | FederationReferenceTypes['PropertyAnalysis']>;
  PropertyAnalysisConnection: Partial<PropertyAnalysisConnection>;
  PropertyAnalysisEdge: Partial<PropertyAnalysisEdge>;
  PropertyAnalysisPage: Partial<PropertyAnalysisPage>;
  PropertyEstimate: Partial<PropertyEstimate>;
  PropertyFacts: Partial<PropertyFacts>;
  Query: Record<PropertyKey, never>;
  Risk: Partial<Risk>;
  RiskFlag: Partial<RiskFlag>;
  RiskPart: Partial<RiskPart>;
  Sensitivity: Partial<Sensitivity>;
  SensitivityCell: Partial<SensitivityCell>;
  TargetInput: Partial<TargetInput>;
  TargetSolution: Partial<TargetSolution>;
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

export type EstimateAdjustmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EstimateAdjustment'] = ResolversParentTypes['EstimateAdjustment']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  factor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  rerunPropertyAnalysis?: Resolver<ResolversTypes['PropertyAnalysis'], ParentType, ContextType, RequireFields<MutationRerunPropertyAnalysisArgs, 'id' | 'overrides'>>;
};

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  cashOnCash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comparisons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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
  property?: Resolver<Maybe<ResolversTypes['PropertyFacts']>, ParentType, ContextType>;
  propertyImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rentEstimate?: Resolver<Maybe<ResolversTypes['PropertyEstimate']>, ParentType, ContextType>;
  rentRange?: Resolver<ResolversTypes['ValueRange'], ParentType, ContextType>;
  rerunUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  risk?: Resolver<ResolversTypes['Risk'], ParentType, ContextType>;
  riskFlags?: Resolver<Array<ResolversTypes['RiskFlag']>, ParentType, ContextType>;
  roiPotential?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roiPotentialLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sensitivity?: Resolver<Maybe<ResolversTypes['Sensitivity']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  valueEstimate?: Resolver<Maybe<ResolversTypes['PropertyEstimate']>, ParentType, ContextType>;
  valueRange?: Resolver<ResolversTypes['ValueRange'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  zillowUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyAnalysisConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyAnalysisConnection'] = ResolversParentTypes['PropertyAnalysisConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PropertyAnalysisEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PropertyAnalysisEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyAnalysisEdge'] = ResolversParentTypes['PropertyAnalysisEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PropertyAnalysis'], ParentType, ContextType>;
};

export type PropertyAnalysisPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyAnalysisPage'] = ResolversParentTypes['PropertyAnalysisPage']> = {
  items?: Resolver<Array<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyEstimateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyEstimate'] = ResolversParentTypes['PropertyEstimate']> = {
  adjustments?: Resolver<Array<ResolversTypes['EstimateAdjustment']>, ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  inputsUsed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  zipLevel?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PropertyFactsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyFacts'] = ResolversParentTypes['PropertyFacts']> = {
  bathrooms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bedrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  livingAreaSqft?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  propertyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearBuilt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myPropertyAnalyses?: Resolver<Array<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, Partial<QueryMyPropertyAnalysesArgs>>;
  myPropertyAnalysesConnection?: Resolver<ResolversTypes['PropertyAnalysisConnection'], ParentType, ContextType, Partial<QueryMyPropertyAnalysesConnectionArgs>>;
  propertyAnalysesPage?: Resolver<ResolversTypes['PropertyAnalysisPage'], ParentType, ContextType, Partial<QueryPropertyAnalysesPageArgs>>;
  propertyAnalysis?: Resolver<Maybe<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, RequireFields<QueryPropertyAnalysisArgs, 'id'>>;
  propertyAssumptionDefaults?: Resolver<Array<ResolversTypes['Assumption']>, ParentType, ContextType>;
  solvePropertyTarget?: Resolver<ResolversTypes['TargetSolution'], ParentType, ContextType, RequireFields<QuerySolvePropertyTargetArgs, 'id' | 'target'>>;
};

export type RiskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Risk'] = ResolversParentTypes['Risk']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['RiskPart']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiskFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RiskFlag'] = ResolversParentTypes['RiskFlag']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskPartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RiskPart'] = ResolversParentTypes['RiskPart']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SensitivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Sensitivity'] = ResolversParentTypes['Sensitivity']> = {
  cells?: Resolver<Array<ResolversTypes['SensitivityCell']>, ParentType, ContextType>;
  priceSteps?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  rentSteps?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SensitivityCellResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SensitivityCell'] = ResolversParentTypes['SensitivityCell']> = {
  capRatePct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashOnCashPct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceChangePct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentChangePct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TargetSolutionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TargetSolution'] = ResolversParentTypes['TargetSolution']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPurchasePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minMonthlyRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
  EstimateAdjustment?: EstimateAdjustmentResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  Metric?: MetricResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PlaceSummary?: PlaceSummaryResolvers<ContextType>;
  PropertyAnalysis?: PropertyAnalysisResolvers<ContextType>;
  PropertyAnalysisConnection?: PropertyAnalysisConnectionResolvers<ContextType>;
  PropertyAnalysisEdge?: PropertyAnalysisEdgeResolvers<ContextType>;
  PropertyAnalysisPage?: PropertyAnalysisPageResolvers<ContextType>;
  PropertyEstimate?: PropertyEstimateResolvers<ContextType>;
  PropertyFacts?: PropertyFactsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Risk?: RiskResolvers<ContextType>;
  RiskFlag?: RiskFlagResolvers<ContextType>;
  RiskPart?: RiskPartResolvers<ContextType>;
  Sensitivity?: SensitivityResolvers<ContextType>;
  SensitivityCell?: SensitivityCellResolvers<ContextType>;
  TargetSolution?: TargetSolutionResolvers<ContextType>;
  ValueRange?: ValueRangeResolvers<ContextType>;
  YearProjection?: YearProjectionResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
