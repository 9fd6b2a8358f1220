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

/** Rents of one bedroom count from three sources. */
export type BedroomRent = {
  __typename?: 'BedroomRent';
  /** 0 (studio) to 4 */
  bedrooms: Scalars['Int']['output'];
  /** HUD Fair Market Rent for the HUD area (FY2026) */
  fmr: MarketFigure;
  /** How the bedroom count is shown, e.g. Studio or 2 bedrooms. */
  label: Scalars['String']['output'];
  /** HUD Small Area FMR for the ZIP (FY2024); ZIP views only */
  smallAreaFmr: MarketFigure;
  /** The headline ZORI scaled by HUD's bedroom-to-2-bedroom ratio */
  zoriBased: MarketFigure;
};

/** One metric across the compared places. */
export type ComparisonRow = {
  __typename?: 'ComparisonRow';
  /** A stable key of the metric. */
  key: Scalars['String']['output'];
  /** The metric's name as shown to people. */
  label: Scalars['String']['output'];
  /** usd_month, usd, usd_per_sqft, percent, days, count or sqft. */
  unit: Scalars['String']['output'];
  /** One figure per place, in the order the places were given */
  values: Array<MarketFigure>;
};

/** A public dataset a figure comes from. */
export type DataSource = {
  __typename?: 'DataSource';
  /** The period or release the figures are read from, when known. */
  asOf?: Maybe<Scalars['String']['output']>;
  /** The attribution the publisher asks for, when it asks for one. */
  attribution?: Maybe<Scalars['String']['output']>;
  /** A stable id, e.g. zillow-zhvi or zillow-zori. */
  id: Scalars['String']['output'];
  /** The dataset's name as shown to people. */
  label: Scalars['String']['output'];
  /** Where the publisher offers the dataset. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Realtor.com for-sale listing figures of one geography, all for one month. */
export type ListingSnapshot = {
  __typename?: 'ListingSnapshot';
  /** Days on market, active listings and the other listing figures. */
  figures: Array<MarketFigure>;
  /** The county or metro the figures describe. */
  geography: Scalars['String']['output'];
  /** county or metro */
  level: Scalars['String']['output'];
  /** The month of the figures, YYYY-MM. */
  month: Scalars['String']['output'];
  /** More than staleAfterMonths behind the newest rent or listing month in the dataset. */
  stale: Scalars['Boolean']['output'];
};

/** A place a search text could mean. */
export type LocationCandidate = {
  __typename?: 'LocationCandidate';
  /** ACS occupied housing units; the ranking measure every kind of place has */
  households?: Maybe<Scalars['Int']['output']>;
  /** zip, city, county or metro */
  kind: Scalars['String']['output'];
  /** The place's display name. */
  name: Scalars['String']['output'];
  /** Census population where a source gives it (counties: HUD's 2023 estimates; metros: sum of their counties) */
  population?: Maybe<Scalars['Int']['output']>;
  /** Text that selects exactly this place */
  query: Scalars['String']['output'];
  /** Two-letter state code, when the place has one. */
  state?: Maybe<Scalars['String']['output']>;
};

/** The sources of the view, in words. */
export type MarketDataSources = {
  __typename?: 'MarketDataSources';
  /** How the figures were made and what they do not cover. */
  methodology: Scalars['String']['output'];
  /** The main source. */
  primary: Scalars['String']['output'];
  /** Other sources, separated by semicolons. */
  secondary: Scalars['String']['output'];
};

/** One figure on the dashboard with the geography and period it describes; value is null with the reason in note when the data cannot support it. */
export type MarketFigure = {
  __typename?: 'MarketFigure';
  /** The geography the figure describes, e.g. Travis County, TX */
  geography?: Maybe<Scalars['String']['output']>;
  /** A stable key, e.g. averageRent. */
  key: Scalars['String']['output'];
  /** The figure's name as shown to people. */
  label: Scalars['String']['output'];
  /** zip, city, county, metro, hud_area or nation */
  level?: Maybe<Scalars['String']['output']>;
  /** Why the value is absent, or a caveat about it. */
  note?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM for monthly series, FY2026 for HUD, 2020-2024 for ACS 5-year estimates */
  period?: Maybe<Scalars['String']['output']>;
  /** The id of the DataSource it comes from. */
  sourceId?: Maybe<Scalars['String']['output']>;
  /** More than staleAfterMonths behind the newest rent or listing month in the dataset */
  stale: Scalars['Boolean']['output'];
  /** usd_month, usd, usd_per_sqft, percent, days, count or sqft */
  unit: Scalars['String']['output'];
  /** The figure in its unit; null when the data cannot support it (the reason is in note). */
  value?: Maybe<Scalars['Float']['output']>;
};

/** How current the view's monthly series are. */
export type MarketFreshness = {
  __typename?: 'MarketFreshness';
  /** The newest month any rent or listing series in the dataset reaches */
  newestMonth: Scalars['String']['output'];
  /** Each monthly series the view uses or lists. */
  series: Array<SeriesFreshness>;
  /** A series more months behind than this is marked stale. */
  staleAfterMonths: Scalars['Int']['output'];
};

/** The written summary of the market, made from the computed figures. */
export type MarketSummary = {
  __typename?: 'MarketSummary';
  /** Short findings, one line each. */
  keyInsights: Array<Scalars['String']['output']>;
  /** What the figures suggest for the coming months. */
  marketOutlook: Scalars['String']['output'];
  /** A few sentences on the market. */
  summary: Scalars['String']['output'];
};

/** How one headline metric was made (an entry of the spec's dataGeneration map). */
export type MetricExplanation = {
  __typename?: 'MetricExplanation';
  /** What the figure is, for which geography and period, or why it is absent. */
  explanation: Scalars['String']['output'];
  /** The metric's name, e.g. averageRent. */
  metric: Scalars['String']['output'];
};

/** Where a page of a cursor-paged list ends, and whether another page follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last row (pass it as after); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when rows follow this page: ask again with after = endCursor. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** The view's one geography, as its header states it. */
export type PlaceHeader = {
  __typename?: 'PlaceHeader';
  /** The heading of the view, e.g. ZIP 78704 (Austin, TX) in Austin-Round Rock, TX. */
  header: Scalars['String']['output'];
  /** ACS occupied housing units. */
  households?: Maybe<Scalars['Int']['output']>;
  /** zip, city, county or metro. */
  kind: Scalars['String']['output'];
  /** How the text was matched: name, nickname or spelling (closest name). */
  matchedBy: Scalars['String']['output'];
  /** The place's display name. */
  name: Scalars['String']['output'];
  /** Census population where a source gives it. */
  population?: Maybe<Scalars['Int']['output']>;
  /** Two-letter state code, when the place has one. */
  state?: Maybe<Scalars['String']['output']>;
};

/** One housing type's share of the area's homes (Census ACS units in structure). */
export type PropertyTypeShare = {
  __typename?: 'PropertyTypeShare';
  /** Rent for this type; null because no public source reports rent by structure type. */
  averageRent?: Maybe<Scalars['Float']['output']>;
  /** Percent of all housing units (owner and renter homes alike). */
  percentage: Scalars['Float']['output'];
  /** The housing type, e.g. Single-family detached. */
  type: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Two to four locations side by side; signed-in, not metered */
  compareRentalMarkets: RentalComparison;
  /** Places a text could mean, largest first (a bare state gives its largest metro areas); signed-in, not metered */
  locationCandidates: Array<LocationCandidate>;
  /** The signed-in user's searches, newest first. */
  myRentalSearches: Array<RentalSearch>;
  /** The signed-in user's rental market searches and comparisons by cursor page, newest first. */
  myRentalSearchesConnection: RentalSearchConnection;
  /** The rental market of a place. Signed-in, not metered; each search is recorded in the user's history. */
  rentalMarket: RentalMarket;
};


export type QueryCompareRentalMarketsArgs = {
  locations: Array<Scalars['String']['input']>;
};


export type QueryLocationCandidatesArgs = {
  text: Scalars['String']['input'];
};


export type QueryMyRentalSearchesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyRentalSearchesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRentalMarketArgs = {
  location: Scalars['String']['input'];
};

/** A larger place containing this one (a ZIP's city, county and metro), searchable with one click. */
export type RelatedPlace = {
  __typename?: 'RelatedPlace';
  /** city, county or metro. */
  kind: Scalars['String']['output'];
  /** The place's display name. */
  label: Scalars['String']['output'];
  /** Search text that selects exactly this place. */
  query: Scalars['String']['output'];
};

/** One month of the rent series behind the typical asking rent. */
export type RentTrend = {
  __typename?: 'RentTrend';
  /** Typical asking rent that month, US dollars a month. */
  averageRent: Scalars['Float']['output'];
  /** Percent change from the month before; null for the first month. */
  changePercent?: Maybe<Scalars['Float']['output']>;
  /** The month, YYYY-MM. */
  period: Scalars['String']['output'];
};

/** Two to four places side by side, with the same metrics at the same dates. */
export type RentalComparison = {
  __typename?: 'RentalComparison';
  /** The month every rent in the comparison is read at; null when the places share none */
  commonMonth?: Maybe<Scalars['String']['output']>;
  /** Where the data cannot put a row on the same date or survey, said plainly */
  notes: Array<Scalars['String']['output']>;
  /** Each place's full market view, in the order given. */
  places: Array<RentalMarket>;
  /** The metrics side by side. */
  rows: Array<ComparisonRow>;
};

/** The rental market of one ZIP, city, county or metro: every figure names its geography and period, or says why it is absent. */
export type RentalMarket = {
  __typename?: 'RentalMarket';
  /** The written summary; a model may reword it but never changes the figures. */
  aiSummary: MarketSummary;
  /** Typical asking rent (Zillow ZORI), US dollars a month; null when no series covers the place. */
  averageRent?: Maybe<Scalars['Float']['output']>;
  /** Rents by bedroom count, studio to 4 bedrooms. */
  bedroomRents: Array<BedroomRent>;
  /** Other places the text could mean, or a bare state's largest metro areas */
  candidates: Array<LocationCandidate>;
  /** How each headline metric was made, or why it is absent. */
  dataGeneration: Array<MetricExplanation>;
  /** The sources in words. */
  dataSources: MarketDataSources;
  /** The headline tiles (averageRent, medianRent, occupancyRate, inventoryCount, pricePerSqft), each with its geography and period */
  figures: Array<MarketFigure>;
  /** How current each monthly series is. */
  freshness: MarketFreshness;
  /** Zillow single-family and multifamily rent indexes (metro) and their 12-month changes */
  homeTypeRents: Array<MarketFigure>;
  /** Estimated vacant units for rent. */
  inventoryCount?: Maybe<Scalars['Int']['output']>;
  /** The search text as given. */
  location: Scalars['String']['output'];
  /** Realtor.com for-sale listing figures (days on market and others) for the county and the metro. */
  marketSpeed: Array<ListingSnapshot>;
  /** Census ACS 5-year median gross rent (rent plus utilities), US dollars a month. */
  medianRent?: Maybe<Scalars['Float']['output']>;
  /** 100 minus the Census ACS rental vacancy rate of the county or metro, percent. */
  occupancyRate?: Maybe<Scalars['Float']['output']>;
  /** The view's geography as the header states it; null when no place matched. */
  place?: Maybe<PlaceHeader>;
  /** Housing types by share of all homes (Census ACS). */
  popularPropertyTypes: Array<PropertyTypeShare>;
  /** Realtor.com median list price per square foot of homes for sale (a sale-price level, not rent). */
  pricePerSqft?: Maybe<Scalars['Float']['output']>;
  /** Larger places containing this one, e.g. a ZIP's city, county and metro. */
  relatedPlaces: Array<RelatedPlace>;
  /** The last months of the typical asking rent, oldest first, with month-over-month change. */
  rentTrends: Array<RentTrend>;
  /** The place the text was read as; null when no place matched. */
  resolved?: Maybe<ResolvedPlace>;
  /** The datasets the figures come from, with their dates. */
  sources: Array<DataSource>;
  /** The geography of rentTrends (the same series as the typical asking rent) */
  trendGeography?: Maybe<Scalars['String']['output']>;
  /** The geography of popularPropertyTypes. */
  typeMixGeography?: Maybe<Scalars['String']['output']>;
  /** ACS survey years of popularPropertyTypes */
  typeMixPeriod?: Maybe<Scalars['String']['output']>;
  /** ZHVI: the ZIP's typical home value and the metro's bottom, middle and top tiers */
  valueContext: Array<MarketFigure>;
};

/** A rental market search or comparison the user made. */
export type RentalSearch = {
  __typename?: 'RentalSearch';
  /** ISO 8601 time of the search. */
  createdAt: Scalars['String']['output'];
  /** Whether any figure was found. */
  found: Scalars['Boolean']['output'];
  /** The search's id. */
  id: Scalars['ID']['output'];
  /** The text searched; comparisons read Compare: followed by the places. */
  query: Scalars['String']['output'];
  /** The place (or places) it was read as; null when none matched. */
  resolved?: Maybe<Scalars['String']['output']>;
};

/** A page of the signed-in user's rental market searches, newest first (by creation time, then id). */
export type RentalSearchConnection = {
  __typename?: 'RentalSearchConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<RentalSearchEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<RentalSearch>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of RentalSearchConnection, with the cursor that points just after it. */
export type RentalSearchEdge = {
  __typename?: 'RentalSearchEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: RentalSearch;
};

/** The place a search text was read as. */
export type ResolvedPlace = {
  __typename?: 'ResolvedPlace';
  /** Display names of other places the text could mean. */
  alternatives: Array<Scalars['String']['output']>;
  /** Other places the text could mean, largest first, with their sizes */
  candidates: Array<LocationCandidate>;
  /** zip, city, county or metro */
  kind: Scalars['String']['output'];
  /** How the text was matched: name, nickname or spelling (closest name) */
  matchedBy: Scalars['String']['output'];
  /** The place's display name, e.g. Austin, TX. */
  name: Scalars['String']['output'];
  /** How the text was read when it was not an exact name (a nickname, a closer spelling, a larger place of the same name); null otherwise. */
  note?: Maybe<Scalars['String']['output']>;
  /** Two-letter state code, when the place has one. */
  state?: Maybe<Scalars['String']['output']>;
};

/** How current one monthly series of the view is. */
export type SeriesFreshness = {
  __typename?: 'SeriesFreshness';
  /** The geography the series was read for. */
  geography: Scalars['String']['output'];
  /** Its newest month, YYYY-MM. */
  lastMonth: Scalars['String']['output'];
  /** Months behind the dataset's newest month. */
  monthsBehind: Scalars['Int']['output'];
  /** The series' name. */
  series: Scalars['String']['output'];
  /** More than staleAfterMonths behind. */
  stale: Scalars['Boolean']['output'];
  /** What the dashboard uses the series for; null when it is listed only */
  usedFor?: Maybe<Scalars['String']['output']>;
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
  BedroomRent: ResolverTypeWrapper<Partial<BedroomRent>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ComparisonRow: ResolverTypeWrapper<Partial<ComparisonRow>>;
  DataSource: ResolverTypeWrapper<Partial<DataSource>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  ListingSnapshot: ResolverTypeWrapper<Partial<ListingSnapshot>>;
  LocationCandidate: ResolverTypeWrapper<Partial<LocationCandidate>>;
  MarketDataSources: ResolverTypeWrapper<Partial<MarketDataSources>>;
  MarketFigure: ResolverTypeWrapper<Partial<MarketFigure>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  MarketFreshness: ResolverTypeWrapper<Partial<MarketFreshness>>;
  MarketSummary: ResolverTypeWrapper<Partial<MarketSummary>>;
  MetricExplanation: ResolverTypeWrapper<Partial<MetricExplanation>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  PlaceHeader: ResolverTypeWrapper<Partial<PlaceHeader>>;
  PropertyTypeShare: ResolverTypeWrapper<Partial<PropertyTypeShare>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedPlace: ResolverTypeWrapper<Partial<RelatedPlace>>;
  RentTrend: ResolverTypeWrapper<Partial<RentTrend>>;
  RentalComparison: ResolverTypeWrapper<Partial<RentalComparison>>;
  RentalMarket: ResolverTypeWrapper<Partial<RentalMarket>>;
  RentalSearch: ResolverTypeWrapper<Partial<RentalSearch>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  RentalSearchConnection: ResolverTypeWrapper<Partial<RentalSearchConnection>>;
  RentalSearchEdge: ResolverTypeWrapper<Partial<RentalSearchEdge>>;
  ResolvedPlace: ResolverTypeWrapper<Partial<ResolvedPlace>>;
  SeriesFreshness: ResolverTypeWrapper<Partial<SeriesFreshness>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BedroomRent: Partial<BedroomRent>;
  Int: Partial<Scalars['Int']['output']>;
  ComparisonRow: Partial<ComparisonRow>;
  DataSource: Partial<DataSource>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  ListingSnapshot: Partial<ListingSnapshot>;
  LocationCandidate: Partial<LocationCandidate>;
  MarketDataSources: Partial<MarketDataSources>;
  MarketFigure: Partial<MarketFigure>;
  Float: Partial<Scalars['Float']['output']>;
  MarketFreshness: Partial<MarketFreshness>;
  MarketSummary: Partial<MarketSummary>;
  MetricExplanation: Partial<MetricExplanation>;
  PageInfo: Partial<PageInfo>;
  PlaceHeader: Partial<PlaceHeader>;
  PropertyTypeShare: Partial<PropertyTypeShare>;
  Query: Record<PropertyKey, never>;
  RelatedPlace: Partial<RelatedPlace>;
  RentTrend: Partial<RentTrend>;
  RentalComparison: Partial<RentalComparison>;
  RentalMarket: Partial<RentalMarket>;
  RentalSearch: Partial<RentalSearch>;
  ID: Partial<Scalars['ID']['output']>;
  RentalSearchConnection: Partial<RentalSearchConnection>;
  RentalSearchEdge: Partial<RentalSearchEdge>;
  ResolvedPlace: Partial<ResolvedPlace>;
  SeriesFreshness: Partial<SeriesFreshness>;
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

export type BedroomRentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BedroomRent'] = ResolversParentTypes['BedroomRent']> = {
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fmr?: Resolver<ResolversTypes['MarketFigure'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smallAreaFmr?: Resolver<ResolversTypes['MarketFigure'], ParentType, ContextType>;
  zoriBased?: Resolver<ResolversTypes['MarketFigure'], ParentType, ContextType>;
};

export type ComparisonRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComparisonRow'] = ResolversParentTypes['ComparisonRow']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['MarketFigure']>, ParentType, ContextType>;
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

export type ListingSnapshotResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListingSnapshot'] = ResolversParentTypes['ListingSnapshot']> = {
  figures?: Resolver<Array<ResolversTypes['MarketFigure']>, ParentType, ContextType>;
  geography?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LocationCandidateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationCandidate'] = ResolversParentTypes['LocationCandidate']> = {
  households?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  population?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketDataSourcesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketDataSources'] = ResolversParentTypes['MarketDataSources']> = {
  methodology?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketFigureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketFigure'] = ResolversParentTypes['MarketFigure']> = {
  geography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MarketFreshnessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MarketFreshness'] = ResolversParentTypes['MarketFreshness']> = {
  newestMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['SeriesFreshness']>, ParentType, ContextType>;
  staleAfterMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlaceHeaderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaceHeader'] = ResolversParentTypes['PlaceHeader']> = {
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  households?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  population?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyTypeShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PropertyTypeShare'] = ResolversParentTypes['PropertyTypeShare']> = {
  averageRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  compareRentalMarkets?: Resolver<ResolversTypes['RentalComparison'], ParentType, ContextType, RequireFields<QueryCompareRentalMarketsArgs, 'locations'>>;
  locationCandidates?: Resolver<Array<ResolversTypes['LocationCandidate']>, ParentType, ContextType, RequireFields<QueryLocationCandidatesArgs, 'text'>>;
  myRentalSearches?: Resolver<Array<ResolversTypes['RentalSearch']>, ParentType, ContextType, Partial<QueryMyRentalSearchesArgs>>;
  myRentalSearchesConnection?: Resolver<ResolversTypes['RentalSearchConnection'], ParentType, ContextType, Partial<QueryMyRentalSearchesConnectionArgs>>;
  rentalMarket?: Resolver<ResolversTypes['RentalMarket'], ParentType, ContextType, RequireFields<QueryRentalMarketArgs, 'location'>>;
};

export type RelatedPlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RelatedPlace'] = ResolversParentTypes['RelatedPlace']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RentTrendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentTrend'] = ResolversParentTypes['RentTrend']> = {
  averageRent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RentalComparisonResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalComparison'] = ResolversParentTypes['RentalComparison']> = {
  commonMonth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['RentalMarket']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ComparisonRow']>, ParentType, ContextType>;
};

export type RentalMarketResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalMarket'] = ResolversParentTypes['RentalMarket']> = {
  aiSummary?: Resolver<ResolversTypes['MarketSummary'], ParentType, ContextType>;
  averageRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bedroomRents?: Resolver<Array<ResolversTypes['BedroomRent']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['LocationCandidate']>, ParentType, ContextType>;
  dataGeneration?: Resolver<Array<ResolversTypes['MetricExplanation']>, ParentType, ContextType>;
  dataSources?: Resolver<ResolversTypes['MarketDataSources'], ParentType, ContextType>;
  figures?: Resolver<Array<ResolversTypes['MarketFigure']>, ParentType, ContextType>;
  freshness?: Resolver<ResolversTypes['MarketFreshness'], ParentType, ContextType>;
  homeTypeRents?: Resolver<Array<ResolversTypes['MarketFigure']>, ParentType, ContextType>;
  inventoryCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketSpeed?: Resolver<Array<ResolversTypes['ListingSnapshot']>, ParentType, ContextType>;
  medianRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  occupancyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['PlaceHeader']>, ParentType, ContextType>;
  popularPropertyTypes?: Resolver<Array<ResolversTypes['PropertyTypeShare']>, ParentType, ContextType>;
  pricePerSqft?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relatedPlaces?: Resolver<Array<ResolversTypes['RelatedPlace']>, ParentType, ContextType>;
  rentTrends?: Resolver<Array<ResolversTypes['RentTrend']>, ParentType, ContextType>;
  resolved?: Resolver<Maybe<ResolversTypes['ResolvedPlace']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  trendGeography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeMixGeography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeMixPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueContext?: Resolver<Array<ResolversTypes['MarketFigure']>, ParentType, ContextType>;
};

export type RentalSearchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalSearch'] = ResolversParentTypes['RentalSearch']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolved?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RentalSearchConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalSearchConnection'] = ResolversParentTypes['RentalSearchConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RentalSearchEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['RentalSearch']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RentalSearchEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RentalSearchEdge'] = ResolversParentTypes['RentalSearchEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RentalSearch'], ParentType, ContextType>;
};

export type ResolvedPlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ResolvedPlace'] = ResolversParentTypes['ResolvedPlace']> = {
  alternatives?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['LocationCandidate']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SeriesFreshnessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeriesFreshness'] = ResolversParentTypes['SeriesFreshness']> = {
  geography?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthsBehind?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  BedroomRent?: BedroomRentResolvers<ContextType>;
  ComparisonRow?: ComparisonRowResolvers<ContextType>;
  DataSource?: DataSourceResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  ListingSnapshot?: ListingSnapshotResolvers<ContextType>;
  LocationCandidate?: LocationCandidateResolvers<ContextType>;
  MarketDataSources?: MarketDataSourcesResolvers<ContextType>;
  MarketFigure?: MarketFigureResolvers<ContextType>;
  MarketFreshness?: MarketFreshnessResolvers<ContextType>;
  MarketSummary?: MarketSummaryResolvers<ContextType>;
  MetricExplanation?: MetricExplanationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PlaceHeader?: PlaceHeaderResolvers<ContextType>;
  PropertyTypeShare?: PropertyTypeShareResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedPlace?: RelatedPlaceResolvers<ContextType>;
  RentTrend?: RentTrendResolvers<ContextType>;
  RentalComparison?: RentalComparisonResolvers<ContextType>;
  RentalMarket?: RentalMarketResolvers<ContextType>;
  RentalSearch?: RentalSearchResolvers<ContextType>;
  RentalSearchConnection?: RentalSearchConnectionResolvers<ContextType>;
  RentalSearchEdge?: RentalSearchEdgeResolvers<ContextType>;
  ResolvedPlace?: ResolvedPlaceResolvers<ContextType>;
  SeriesFreshness?: SeriesFreshnessResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
