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

/** A read-only link to one analysis that opens without signing in. Its token is shown only when the link is made: only its SHA-256 is stored. */
export type AnalysisShareLink = {
  __typename?: 'AnalysisShareLink';
  /** ISO 8601 time after which the link answers not found. */
  expiresAt: Scalars['String']['output'];
  /** The shared page's path on the product's site, /shared/ followed by the token. */
  path: Scalars['String']['output'];
  /** The link's token (43 characters, base64url of 32 random bytes). It reads this one analysis and its PDF report, and is no credential anywhere else. */
  token: Scalars['String']['output'];
};

/** Whether one of the user's analyses has a working share link. */
export type AnalysisShareStatus = {
  __typename?: 'AnalysisShareStatus';
  /** True while a link made for the analysis is neither revoked nor expired. */
  active: Scalars['Boolean']['output'];
  /** When the active link expires (ISO 8601); null without one. */
  expiresAt?: Maybe<Scalars['String']['output']>;
};

/** A property to analyze. */
export type AnalyzePropertyInput = {
  /** Street address, 1 to 200 characters; a state named in it must be the ZIP's. */
  address: Scalars['String']['input'];
  /** Property facts and assumptions to use instead of the defaults. */
  overrides?: InputMaybe<AssumptionOverrides>;
  /** 5-digit ZIP code. */
  zipCode: Scalars['String']['input'];
};

/** An input of the underwriting, where it came from and why. */
export type Assumption = {
  __typename?: 'Assumption';
  /** A stable key, e.g. vacancyPct or interestRatePct. */
  key: Scalars['String']['output'];
  /** The assumption's name as shown to people. */
  label: Scalars['String']['output'];
  /** Why this value. */
  rationale: Scalars['String']['output'];
  /** Where the value came from: the user, market data for the ZIP, or a product default. */
  source: Scalars['String']['output'];
  /** The id of the DataSource behind it, when there is one. */
  sourceId?: Maybe<Scalars['String']['output']>;
  /** The unit, e.g. percent, USD/month or years. */
  unit: Scalars['String']['output'];
  /** The value used (percent for rates). */
  value: Scalars['Float']['output'];
};

/** Deal inputs, all optional: what is left out comes from market data and product defaults. Rates in percent (6.5 means 6.5%). */
export type AssumptionOverrides = {
  /** Percent a year, -50 to 50. */
  appreciationPct?: InputMaybe<Scalars['Float']['input']>;
  /** 0 to 12, in steps of 0.5. */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Whole number, 0 to 12. */
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  /** Capital-expenditure reserve, percent of gross scheduled rent, 0 to 100. */
  capexPct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of the price, 0 to 20. */
  closingCostsPct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of the price, 0 to 100. */
  downPaymentPct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent a year, -50 to 50. */
  expenseGrowthPct?: InputMaybe<Scalars['Float']['input']>;
  /** HOA and other monthly costs, US dollars, 0 to 100,000. */
  hoaMonthly?: InputMaybe<Scalars['Float']['input']>;
  /** Whole years, 1 to 40. */
  holdingYears?: InputMaybe<Scalars['Int']['input']>;
  /** US dollars a year, 0 to 1,000,000. */
  insuranceAnnual?: InputMaybe<Scalars['Float']['input']>;
  /** Mortgage rate, percent a year, 0 to 30. */
  interestRatePct?: InputMaybe<Scalars['Float']['input']>;
  /** Square feet, 100 to 50,000. */
  livingAreaSqft?: InputMaybe<Scalars['Float']['input']>;
  /** Whole years, 1 to 40. */
  loanTermYears?: InputMaybe<Scalars['Int']['input']>;
  /** Percent of gross scheduled rent, 0 to 100. */
  maintenancePct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of effective gross income (rent after vacancy), 0 to 100. */
  managementPct?: InputMaybe<Scalars['Float']['input']>;
  /** US dollars a month, 0 to 1,000,000. */
  monthlyRent?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of the value a year, 0 to 10. */
  propertyTaxRatePct?: InputMaybe<Scalars['Float']['input']>;
  /** single_family, condo, townhouse or multi_family (2-4 units) */
  propertyType?: InputMaybe<Scalars['String']['input']>;
  /** US dollars, more than 0 and at most 100,000,000. */
  purchasePrice?: InputMaybe<Scalars['Float']['input']>;
  /** Percent a year, -50 to 50. */
  rentGrowthPct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of the sale price at the end of the holding period, 0 to 100. */
  sellingCostsPct?: InputMaybe<Scalars['Float']['input']>;
  /** Percent of gross scheduled rent, 0 to 100. */
  vacancyPct?: InputMaybe<Scalars['Float']['input']>;
  /** 1700 to next year. */
  yearBuilt?: InputMaybe<Scalars['Int']['input']>;
};

/** The outcome of a bulk CSV analysis. */
export type BulkAnalysisResult = {
  __typename?: 'BulkAnalysisResult';
  /** Why each failed row failed. */
  errors: Array<BulkRowError>;
  /** Rows refused for their content. */
  failed: Scalars['Int']['output'];
  /** Rows analyzed and stored (each one metered use). */
  processed: Scalars['Int']['output'];
  /** The gate reason when rows were skipped. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Rows not run because the plan's allowance ran out. */
  skipped: Scalars['Int']['output'];
};

/** A bulk CSV upload analyzed in the background: its progress, its row problems and its results. It survives a restart of the service and resumes where it stopped. */
export type BulkJob = {
  __typename?: 'BulkJob';
  /** True once the user asked to cancel; the job stops after the batch in hand. */
  cancelRequested: Scalars['Boolean']['output'];
  /** When the upload was received (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The market dataset the rows were analyzed with. */
  datasetVersion: Scalars['String']['output'];
  /** The rows that could not be analyzed, by line of the file, by cursor page. */
  errors: BulkRowErrorConnection;
  /** Rows that could not be analyzed (bad values, unknown ZIP, unreadable line); they cost nothing. */
  failed: Scalars['Int']['output'];
  /** The uploaded file's name, when the client sent one. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** When it completed or was cancelled (ISO 8601). */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** The job's id, for its status, progress stream, cancel and results. */
  id: Scalars['ID']['output'];
  /** Share of the rows done, 0 to 100. */
  percent: Scalars['Int']['output'];
  /** Rows analyzed and stored; each is one metered use. */
  processed: Scalars['Int']['output'];
  /** The plan's gate reason once rows were skipped for the allowance (e.g. trial_limit_reached). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Rows not yet run. */
  remaining: Scalars['Int']['output'];
  /** The analyses stored for the job's rows, in the file's line order, by cursor page. */
  results: PropertyAnalysisConnection;
  /** Rows finished (stored or failed) per second since the job started. */
  rowsPerSecond: Scalars['Float']['output'];
  /** Rows not run because the plan's allowance ran out or the job was cancelled; they cost nothing. */
  skipped: Scalars['Int']['output'];
  /** When a runner first started on it (ISO 8601). */
  startedAt?: Maybe<Scalars['String']['output']>;
  /** Where the job stands. */
  status: BulkJobStatus;
  /** Data rows in the file (the header not counted), readable or not. */
  totalRows: Scalars['Int']['output'];
};


/** A bulk CSV upload analyzed in the background: its progress, its row problems and its results. It survives a restart of the service and resumes where it stopped. */
export type BulkJobErrorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A bulk CSV upload analyzed in the background: its progress, its row problems and its results. It survives a restart of the service and resumes where it stopped. */
export type BulkJobResultsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the user's bulk jobs, newest first. */
export type BulkJobConnection = {
  __typename?: 'BulkJobConnection';
  /** The jobs of the page, each with its cursor. */
  edges: Array<BulkJobEdge>;
  /** The jobs of the page, without cursors. */
  nodes: Array<BulkJob>;
  /** Whether more jobs follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One job of BulkJobConnection, with the cursor that points just after it. */
export type BulkJobEdge = {
  __typename?: 'BulkJobEdge';
  /** Pass as after to read the jobs that follow this one. */
  cursor: Scalars['String']['output'];
  /** The job. */
  node: BulkJob;
};

/** Where a bulk analysis job stands. */
export type BulkJobStatus =
  /** Stopped at the user's request after the batch in hand; the rows not run were skipped and not charged. */
  | 'CANCELLED'
  /** Every row was run: stored, failed, or skipped once the plan's allowance ran out. */
  | 'COMPLETED'
  /** Stopped by a fault on our side; the rows not run were not charged. */
  | 'FAILED'
  /** Stored and waiting for a runner. */
  | 'QUEUED'
  /** Rows are being analyzed, batch by batch. */
  | 'RUNNING';

/** A CSV row that could not be analyzed. */
export type BulkRowError = {
  __typename?: 'BulkRowError';
  /** The 1-based line of the file on which the row starts (1 for header problems). */
  line: Scalars['Int']['output'];
  /** Why it failed. */
  message: Scalars['String']['output'];
};

/** A page of a bulk job's row problems. */
export type BulkRowErrorConnection = {
  __typename?: 'BulkRowErrorConnection';
  /** The problems of the page, each with its cursor. */
  edges: Array<BulkRowErrorEdge>;
  /** The problems of the page, without cursors. */
  nodes: Array<BulkRowError>;
  /** Whether more problems follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One problem of BulkRowErrorConnection, with the cursor that points just after it. */
export type BulkRowErrorEdge = {
  __typename?: 'BulkRowErrorEdge';
  /** Pass as after to read the problems that follow this one. */
  cursor: Scalars['String']['output'];
  /** The problem. */
  node: BulkRowError;
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

/** One adjustment from the ZIP level to the property. */
export type EstimateAdjustment = {
  __typename?: 'EstimateAdjustment';
  /** Why, with the figures. */
  detail: Scalars['String']['output'];
  /** The multiplier applied (1 means no change). */
  factor: Scalars['Float']['output'];
  /** What is adjusted for: bedrooms, bathrooms, living area or home type. */
  name: Scalars['String']['output'];
};

/** One computed figure, with the formula and the numbers that produced it. */
export type Metric = {
  __typename?: 'Metric';
  /** The value as shown, e.g. 5.2% or n/a. */
  display: Scalars['String']['output'];
  /** The formula with the numbers put in. */
  formula: Scalars['String']['output'];
  /** A stable key, e.g. capRate, cashOnCash, dscr or irr5Year. */
  key: Scalars['String']['output'];
  /** The metric's name as shown to people. */
  label: Scalars['String']['output'];
  /** The number (percent for rates, a ratio for DSCR); null when it cannot be computed, e.g. IRR with no sign change. */
  value?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Analyzes a property; one metered use, given back if the analysis fails. Invalid input costs nothing. */
  analyzeProperty: PropertyAnalysis;
  /** Analyzes every row of a CSV with columns address and zipCode, and optional price, rent, beds, baths, sqft, type. */
  bulkAnalyzeProperties: BulkAnalysisResult;
  /** Asks a bulk job to stop after the batch in hand; rows not run are skipped and not charged. */
  cancelBulkJob: BulkJob;
  /** Makes a read-only link to one of the user's analyses, valid for 30 days; an earlier link to it stops working (one link per analysis). Free. */
  createAnalysisShareLink: AnalysisShareLink;
  /** Re-runs a stored analysis with changed assumptions; free within 24 hours of the first run (same id, new version). */
  rerunPropertyAnalysis: PropertyAnalysis;
  /** Revokes the analysis's share link, which then answers not found; true when a working link was revoked. */
  revokeAnalysisShareLink: Scalars['Boolean']['output'];
  /** Starts a background job for every row of a CSV (the same columns as bulkAnalyzeProperties) and answers at once; follow it with bulkJob. An unreadable or too long file is refused here and creates no job. */
  startBulkAnalysis: BulkJob;
};


export type MutationAnalyzePropertyArgs = {
  input: AnalyzePropertyInput;
};


export type MutationBulkAnalyzePropertiesArgs = {
  csv: Scalars['String']['input'];
};


export type MutationCancelBulkJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAnalysisShareLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRerunPropertyAnalysisArgs = {
  id: Scalars['ID']['input'];
  overrides: AssumptionOverrides;
};


export type MutationRevokeAnalysisShareLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartBulkAnalysisArgs = {
  csv: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
};

/** Where a page of a cursor-paged list ends, and whether another page follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last row (pass it as after); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when rows follow this page: ask again with after = endCursor. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Where the ZIP is. */
export type PlaceSummary = {
  __typename?: 'PlaceSummary';
  /** The ZIP's city, when known. */
  city?: Maybe<Scalars['String']['output']>;
  /** The ZIP's county, when known. */
  county?: Maybe<Scalars['String']['output']>;
  /** Two-letter state code, when known. */
  state?: Maybe<Scalars['String']['output']>;
};

/** A property analysis: estimates, underwriting metrics, risk and projections, each figure with its formula and each assumption with its source. One metered use. */
export type PropertyAnalysis = {
  __typename?: 'PropertyAnalysis';
  /** The street address as entered. */
  address: Scalars['String']['output'];
  /** The investment analysis in words, made from the computed numbers (a model may reword it, never change them). */
  aiSummary: Scalars['String']['output'];
  /** template or openai */
  aiSummarySource: Scalars['String']['output'];
  /** Every input of the underwriting, with its source and rationale. */
  assumptions: Array<Assumption>;
  /** Capitalization rate as text with a percent sign, e.g. 5.2%. */
  capRate: Scalars['String']['output'];
  /** Year-one cash-on-cash return, e.g. '6.1%', shown beside ROI Potential. */
  cashOnCash: Scalars['String']['output'];
  /** How the asking price and rent entered compare with our estimates. */
  comparisons: Array<Scalars['String']['output']>;
  /** Data confidence: high, medium or low. */
  confidence: Scalars['String']['output'];
  /** Why the data confidence is what it is. */
  confidenceNotes: Array<Scalars['String']['output']>;
  /** ISO 8601 time of the first run. */
  createdAt: Scalars['String']['output'];
  /** Days on market of the listing; null without a listings feed. */
  daysOnMarket?: Maybe<Scalars['Int']['output']>;
  /** Estimated value in US dollars (the property-level estimate when facts were given). */
  estimatedValue: Scalars['Float']['output'];
  /** The analysis's id. */
  id: Scalars['ID']['output'];
  /** Listing flag; false without a listings feed. */
  isBankOwned: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isComingSoon: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isForRent: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isForSale: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isForeclosure: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isOffMarket: Scalars['Boolean']['output'];
  /** Listing flag; false without a listings feed. */
  isPending: Scalars['Boolean']['output'];
  /** Listing status; Status Unknown, because no listings feed is used (see marketStatusNote). */
  marketStatus: Scalars['String']['output'];
  /** Why the listing status is what it is (we have no listings feed). */
  marketStatusNote: Scalars['String']['output'];
  /** Every computed figure (cap rate, cash flow, cash-on-cash, DSCR, GRM, the 1% rule, break-even occupancy, IRR, equity multiple) with its formula. */
  metrics: Array<Metric>;
  /** Estimated market rent in US dollars a month, or the rent entered. */
  monthlyRent: Scalars['Float']['output'];
  /** The ZIP's city, state and county; null when the ZIP is not in the postal file. */
  place?: Maybe<PlaceSummary>;
  /** Year-by-year value, loan, equity and cash flow over the holding period. */
  projections: Array<YearProjection>;
  /** The property facts the estimates were made for (as entered); null on analyses stored before deal inputs existed. */
  property?: Maybe<PropertyFacts>;
  /** Photo URLs; empty, as no listing photos are used. */
  propertyImages: Array<Scalars['String']['output']>;
  /** Property-level rent estimate, as valueEstimate. */
  rentEstimate?: Maybe<PropertyEstimate>;
  /** The rent estimate with its 80% range. */
  rentRange: ValueRange;
  /** Until when assumptions can be changed and re-run without using another analysis (ISO time). */
  rerunUntil: Scalars['String']['output'];
  /** The explainable risk score. */
  risk: Risk;
  /** Too-good-to-be-true and distressed-market flags; with any of them risk is never Low. */
  riskFlags: Array<RiskFlag>;
  /** ROI potential as text; roiPotentialLabel says what it measures. */
  roiPotential: Scalars['String']['output'];
  /** What roiPotential is, e.g. 'ROI Potential = 5-year levered IRR'. */
  roiPotentialLabel: Scalars['String']['output'];
  /** Cash-on-cash and cap rate for price and rent each -10/-5/0/+5/+10%. */
  sensitivity?: Maybe<Sensitivity>;
  /** The datasets behind the estimates, with their dates. */
  sources: Array<DataSource>;
  /** Property-level value estimate: ZIP level adjusted for the facts given, with method, inputs, sources and an 80% range. */
  valueEstimate?: Maybe<PropertyEstimate>;
  /** The value estimate with its 80% range. */
  valueRange: ValueRange;
  /** 1 for the first run; each free re-run with changed assumptions adds one. */
  version: Scalars['Int']['output'];
  /** Warnings about the input, e.g. a street city that does not match the ZIP. */
  warnings: Array<Scalars['String']['output']>;
  /** A Zillow search for the address, to find its listing. */
  zillowUrl: Scalars['String']['output'];
  /** The 5-digit ZIP code. */
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

/** A page of analyses by offset (see myPropertyAnalysesConnection for cursor paging). */
export type PropertyAnalysisPage = {
  __typename?: 'PropertyAnalysisPage';
  /** The analyses of the page, newest first. */
  items: Array<PropertyAnalysis>;
  /** Most rows the page could hold. */
  limit: Scalars['Int']['output'];
  /** Rows skipped before this page. */
  offset: Scalars['Int']['output'];
  /** All analyses of the user. */
  total: Scalars['Int']['output'];
};

/** A property-level value or rent estimate: the ZIP level adjusted for the facts given. */
export type PropertyEstimate = {
  __typename?: 'PropertyEstimate';
  /** Each adjustment from the ZIP level. */
  adjustments: Array<EstimateAdjustment>;
  /** The month of the data it rests on. */
  asOf: Scalars['String']['output'];
  /** high, medium or low. */
  confidence: Scalars['String']['output'];
  /** High end of the 80% range. */
  high: Scalars['Float']['output'];
  /** The property facts the estimate used. */
  inputsUsed: Array<Scalars['String']['output']>;
  /** Low end of the 80% range. */
  low: Scalars['Float']['output'];
  /** How it was made, in words. */
  method: Scalars['String']['output'];
  /** The estimate, US dollars (a month for rent). */
  point: Scalars['Float']['output'];
  /** The datasets it rests on, with their dates. */
  sources: Array<DataSource>;
  /** The ZIP-level figure before property adjustments. */
  zipLevel: Scalars['Float']['output'];
};

/** The property facts as entered; each is null when not given. */
export type PropertyFacts = {
  __typename?: 'PropertyFacts';
  /** Bathrooms, 0 to 12 in steps of 0.5. */
  bathrooms?: Maybe<Scalars['Float']['output']>;
  /** Bedrooms, 0 to 12. */
  bedrooms?: Maybe<Scalars['Int']['output']>;
  /** Living area in square feet. */
  livingAreaSqft?: Maybe<Scalars['Float']['output']>;
  /** single_family, condo, townhouse or multi_family. */
  propertyType?: Maybe<Scalars['String']['output']>;
  /** Year built. */
  yearBuilt?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Whether one of the user's analyses has a working share link; NOT_FOUND when the user has no analysis with this id. */
  analysisShareStatus: AnalysisShareStatus;
  /** One of the user's bulk jobs with its progress; null when there is no such job of theirs. */
  bulkJob?: Maybe<BulkJob>;
  /** The user's bulk jobs, newest first, by cursor page. */
  myBulkJobs: BulkJobConnection;
  /** The signed-in user's analyses, newest first (bulk rows included). */
  myPropertyAnalyses: Array<PropertyAnalysis>;
  /** The signed-in user's property analyses by cursor page, newest first (bulk rows included). */
  myPropertyAnalysesConnection: PropertyAnalysisConnection;
  /** Every analysis of the user, newest first, by page (bulk rows included). */
  propertyAnalysesPage: PropertyAnalysisPage;
  /** One of the signed-in user's analyses; NOT_FOUND when the user has none with this id. */
  propertyAnalysis?: Maybe<PropertyAnalysis>;
  /** The product defaults of the assumptions, with their sources, before any property is chosen. */
  propertyAssumptionDefaults: Array<Assumption>;
  /** An analysis opened through a share link; needs no sign-in. NOT_FOUND when the link is unknown, revoked or expired. */
  sharedPropertyAnalysis: SharedPropertyAnalysis;
  /** The price and rent that reach a target on a stored analysis. Free: it runs on the stored assumptions. */
  solvePropertyTarget: TargetSolution;
};


export type QueryAnalysisShareStatusArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBulkJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyBulkJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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


export type QuerySharedPropertyAnalysisArgs = {
  token: Scalars['String']['input'];
};


export type QuerySolvePropertyTargetArgs = {
  id: Scalars['ID']['input'];
  target: TargetInput;
};

/** The explainable risk score: a sum of named parts. */
export type Risk = {
  __typename?: 'Risk';
  /** Low (under 25), Moderate, Elevated (50 or more) or High (75 or more); never Low with a risk flag. */
  level: Scalars['String']['output'];
  /** The parts that add up to the score. */
  parts: Array<RiskPart>;
  /** 0 to 100; higher is riskier. */
  score: Scalars['Int']['output'];
};

/** A too-good-to-be-true or distressed-market signal. */
export type RiskFlag = {
  __typename?: 'RiskFlag';
  /** A stable key of the flag. */
  key: Scalars['String']['output'];
  /** A short heading for people. */
  label: Scalars['String']['output'];
  /** What was seen and why it matters. */
  message: Scalars['String']['output'];
};

/** One named part of the risk score. */
export type RiskPart = {
  __typename?: 'RiskPart';
  /** Why this many points. */
  explanation: Scalars['String']['output'];
  /** Most points this part can add. */
  maxPoints: Scalars['Float']['output'];
  /** The part's name, e.g. Vacancy or Leverage (DSCR). */
  name: Scalars['String']['output'];
  /** Points this part adds to the score. */
  points: Scalars['Float']['output'];
  /** The input the points were read from, as shown; null when it was missing. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Cash-on-cash and cap rate as price and rent move. */
export type Sensitivity = {
  __typename?: 'Sensitivity';
  /** One cell per price step and rent step. */
  cells: Array<SensitivityCell>;
  /** The price changes, percent. */
  priceSteps: Array<Scalars['Float']['output']>;
  /** The rent changes, percent. */
  rentSteps: Array<Scalars['Float']['output']>;
};

/** The deal at one price change and one rent change. */
export type SensitivityCell = {
  __typename?: 'SensitivityCell';
  /** Cap rate, percent; null when it cannot be computed. */
  capRatePct?: Maybe<Scalars['Float']['output']>;
  /** Year-one cash-on-cash return, percent; null when it cannot be computed. */
  cashOnCashPct?: Maybe<Scalars['Float']['output']>;
  /** Change of the purchase price, percent. */
  priceChangePct: Scalars['Float']['output'];
  /** Change of the rent, percent. */
  rentChangePct: Scalars['Float']['output'];
};

/** An analysis opened through a share link: its figures and sources, never its owner. */
export type SharedPropertyAnalysis = {
  __typename?: 'SharedPropertyAnalysis';
  /** The analysis, read-only. */
  analysis: PropertyAnalysis;
  /** ISO 8601 time after which the link answers not found. */
  expiresAt: Scalars['String']['output'];
};

/** A target for the solver: metric is cashOnCash, capRate, dscr or irr (percent, except dscr as a ratio). */
export type TargetInput = {
  /** cashOnCash, capRate, dscr or irr. */
  metric: Scalars['String']['input'];
  /** The target: percent, or a ratio for dscr; -1000 to 1000. */
  value: Scalars['Float']['input'];
};

/** The price and rent at which the deal just reaches a target, all other assumptions unchanged. */
export type TargetSolution = {
  __typename?: 'TargetSolution';
  /** How the answer was found, in words. */
  explanation: Scalars['String']['output'];
  /** Highest purchase price that reaches the target; null when no price does. */
  maxPurchasePrice?: Maybe<Scalars['Float']['output']>;
  /** cashOnCash, capRate, dscr or irr. */
  metric: Scalars['String']['output'];
  /** Lowest monthly rent that reaches the target; null when no rent does. */
  minMonthlyRent?: Maybe<Scalars['Float']['output']>;
  /** The target asked for. */
  target: Scalars['Float']['output'];
};

/** A point estimate with its 80% range. */
export type ValueRange = {
  __typename?: 'ValueRange';
  /** High end of the range. */
  high: Scalars['Float']['output'];
  /** Low end of the range. */
  low: Scalars['Float']['output'];
  /** The estimate. */
  point: Scalars['Float']['output'];
};

/** One year of the holding-period projection. */
export type YearProjection = {
  __typename?: 'YearProjection';
  /** Cash flow after debt service over the year. */
  cashFlow: Scalars['Float']['output'];
  /** Value minus loan balance. */
  equity: Scalars['Float']['output'];
  /** Loan balance at the year's end. */
  loanBalance: Scalars['Float']['output'];
  /** Projected value at the year's end, US dollars. */
  propertyValue: Scalars['Float']['output'];
  /** 1 for the first year. */
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
  AnalysisShareLink: ResolverTypeWrapper<Partial<AnalysisShareLink>>;
  AnalysisShareStatus: ResolverTypeWrapper<Partial<AnalysisShareStatus>>;
  AnalyzePropertyInput: ResolverTypeWrapper<Partial<AnalyzePropertyInput>>;
  Assumption: ResolverTypeWrapper<Partial<Assumption>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  AssumptionOverrides: ResolverTypeWrapper<Partial<AssumptionOverrides>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  BulkAnalysisResult: ResolverTypeWrapper<Partial<BulkAnalysisResult>>;
  BulkJob: ResolverTypeWrapper<Partial<BulkJob>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  BulkJobConnection: ResolverTypeWrapper<Partial<BulkJobConnection>>;
  BulkJobEdge: ResolverTypeWrapper<Partial<BulkJobEdge>>;
  BulkJobStatus: ResolverTypeWrapper<Partial<BulkJobStatus>>;
  BulkRowError: ResolverTypeWrapper<Partial<BulkRowError>>;
  BulkRowErrorConnection: ResolverTypeWrapper<Partial<BulkRowErrorConnection>>;
  BulkRowErrorEdge: ResolverTypeWrapper<Partial<BulkRowErrorEdge>>;
  DataSource: ResolverTypeWrapper<Partial<DataSource>>;
  EstimateAdjustment: ResolverTypeWrapper<Partial<EstimateAdjustment>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Metric: ResolverTypeWrapper<Partial<Metric>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  SharedPropertyAnalysis: ResolverTypeWrapper<Partial<SharedPropertyAnalysis>>;
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
  AnalysisShareLink: Partial<AnalysisShareLink>;
  AnalysisShareStatus: Partial<AnalysisShareStatus>;
  AnalyzePropertyInput: Partial<AnalyzePropertyInput>;
  Assumption: Partial<Assumption>;
  Float: Partial<Scalars['Float']['output']>;
  AssumptionOverrides: Partial<AssumptionOverrides>;
  Int: Partial<Scalars['Int']['output']>;
  BulkAnalysisResult: Partial<BulkAnalysisResult>;
  BulkJob: Partial<BulkJob>;
  ID: Partial<Scalars['ID']['output']>;
  BulkJobConnection: Partial<BulkJobConnection>;
  BulkJobEdge: Partial<BulkJobEdge>;
  BulkRowError: Partial<BulkRowError>;
  BulkRowErrorConnection: Partial<BulkRowErrorConnection>;
  BulkRowErrorEdge: Partial<BulkRowErrorEdge>;
  DataSource: Partial<DataSource>;
  EstimateAdjustment: Partial<EstimateAdjustment>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Metric: Partial<Metric>;
  Mutation: Record<PropertyKey, never>;
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
  SharedPropertyAnalysis: Partial<SharedPropertyAnalysis>;
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

export type AnalysisShareLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnalysisShareLink'] = ResolversParentTypes['AnalysisShareLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalysisShareStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnalysisShareStatus'] = ResolversParentTypes['AnalysisShareStatus']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

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

export type BulkJobResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkJob'] = ResolversParentTypes['BulkJob']> = {
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datasetVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['BulkRowErrorConnection'], ParentType, ContextType, Partial<BulkJobErrorsArgs>>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<ResolversTypes['PropertyAnalysisConnection'], ParentType, ContextType, Partial<BulkJobResultsArgs>>;
  rowsPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BulkJobStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkJobConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkJobConnection'] = ResolversParentTypes['BulkJobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BulkJobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BulkJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BulkJobEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkJobEdge'] = ResolversParentTypes['BulkJobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BulkJob'], ParentType, ContextType>;
};

export type BulkRowErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkRowError'] = ResolversParentTypes['BulkRowError']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkRowErrorConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkRowErrorConnection'] = ResolversParentTypes['BulkRowErrorConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BulkRowErrorEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BulkRowError']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BulkRowErrorEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkRowErrorEdge'] = ResolversParentTypes['BulkRowErrorEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BulkRowError'], ParentType, ContextType>;
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
  cancelBulkJob?: Resolver<ResolversTypes['BulkJob'], ParentType, ContextType, RequireFields<MutationCancelBulkJobArgs, 'id'>>;
  createAnalysisShareLink?: Resolver<ResolversTypes['AnalysisShareLink'], ParentType, ContextType, RequireFields<MutationCreateAnalysisShareLinkArgs, 'id'>>;
  rerunPropertyAnalysis?: Resolver<ResolversTypes['PropertyAnalysis'], ParentType, ContextType, RequireFields<MutationRerunPropertyAnalysisArgs, 'id' | 'overrides'>>;
  revokeAnalysisShareLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeAnalysisShareLinkArgs, 'id'>>;
  startBulkAnalysis?: Resolver<ResolversTypes['BulkJob'], ParentType, ContextType, RequireFields<MutationStartBulkAnalysisArgs, 'csv'>>;
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
  analysisShareStatus?: Resolver<ResolversTypes['AnalysisShareStatus'], ParentType, ContextType, RequireFields<QueryAnalysisShareStatusArgs, 'id'>>;
  bulkJob?: Resolver<Maybe<ResolversTypes['BulkJob']>, ParentType, ContextType, RequireFields<QueryBulkJobArgs, 'id'>>;
  myBulkJobs?: Resolver<ResolversTypes['BulkJobConnection'], ParentType, ContextType, Partial<QueryMyBulkJobsArgs>>;
  myPropertyAnalyses?: Resolver<Array<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, Partial<QueryMyPropertyAnalysesArgs>>;
  myPropertyAnalysesConnection?: Resolver<ResolversTypes['PropertyAnalysisConnection'], ParentType, ContextType, Partial<QueryMyPropertyAnalysesConnectionArgs>>;
  propertyAnalysesPage?: Resolver<ResolversTypes['PropertyAnalysisPage'], ParentType, ContextType, Partial<QueryPropertyAnalysesPageArgs>>;
  propertyAnalysis?: Resolver<Maybe<ResolversTypes['PropertyAnalysis']>, ParentType, ContextType, RequireFields<QueryPropertyAnalysisArgs, 'id'>>;
  propertyAssumptionDefaults?: Resolver<Array<ResolversTypes['Assumption']>, ParentType, ContextType>;
  sharedPropertyAnalysis?: Resolver<ResolversTypes['SharedPropertyAnalysis'], ParentType, ContextType, RequireFields<QuerySharedPropertyAnalysisArgs, 'token'>>;
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

export type SharedPropertyAnalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SharedPropertyAnalysis'] = ResolversParentTypes['SharedPropertyAnalysis']> = {
  analysis?: Resolver<ResolversTypes['PropertyAnalysis'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  AnalysisShareLink?: AnalysisShareLinkResolvers<ContextType>;
  AnalysisShareStatus?: AnalysisShareStatusResolvers<ContextType>;
  Assumption?: AssumptionResolvers<ContextType>;
  BulkAnalysisResult?: BulkAnalysisResultResolvers<ContextType>;
  BulkJob?: BulkJobResolvers<ContextType>;
  BulkJobConnection?: BulkJobConnectionResolvers<ContextType>;
  BulkJobEdge?: BulkJobEdgeResolvers<ContextType>;
  BulkRowError?: BulkRowErrorResolvers<ContextType>;
  BulkRowErrorConnection?: BulkRowErrorConnectionResolvers<ContextType>;
  BulkRowErrorEdge?: BulkRowErrorEdgeResolvers<ContextType>;
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
  SharedPropertyAnalysis?: SharedPropertyAnalysisResolvers<ContextType>;
  TargetSolution?: TargetSolutionResolvers<ContextType>;
  ValueRange?: ValueRangeResolvers<ContextType>;
  YearProjection?: YearProjectionResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
