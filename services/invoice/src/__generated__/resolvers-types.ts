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

/** The management agreement's terms used by the audit. */
export type AgreementTerms = {
  __typename?: 'AgreementTerms';
  /** Late fee allowed, in dollars. */
  lateFeeAmount?: Maybe<Scalars['Float']['output']>;
  /** Days after the due date before a late fee may be charged. */
  lateFeeGraceDays?: Maybe<Scalars['Int']['output']>;
  /** Leasing fee as a flat amount in dollars. */
  leasingFeeFlat?: Maybe<Scalars['Float']['output']>;
  /** Leasing (placement) fee as a percent of one month's rent. */
  leasingFeePercentOfRent?: Maybe<Scalars['Float']['output']>;
  /** collected (default norm) or scheduled */
  managementFeeBasis?: Maybe<Scalars['String']['output']>;
  /** Management fee as a percent of rent. */
  managementFeePercent?: Maybe<Scalars['Float']['output']>;
  /** Lease renewal fee in dollars. */
  renewalFee?: Maybe<Scalars['Float']['output']>;
  /** Markup allowed on repairs, in percent (0 = at cost). */
  repairMarkupPercent?: Maybe<Scalars['Float']['output']>;
  /** Fee allowed for a vacant unit per month, in dollars (0 = none). */
  vacancyFee?: Maybe<Scalars['Float']['output']>;
};

/** Optional terms of the management agreement; any term left out is replaced by the documented market norm. */
export type AgreementTermsInput = {
  /** Late fee allowed, in dollars. */
  lateFeeAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Days after the due date before a late fee may be charged. */
  lateFeeGraceDays?: InputMaybe<Scalars['Int']['input']>;
  /** Leasing fee as a flat amount in dollars. */
  leasingFeeFlat?: InputMaybe<Scalars['Float']['input']>;
  /** Leasing (placement) fee as a percent of one month's rent. */
  leasingFeePercentOfRent?: InputMaybe<Scalars['Float']['input']>;
  /** collected (default norm) or scheduled */
  managementFeeBasis?: InputMaybe<Scalars['String']['input']>;
  /** Management fee as a percent of rent. */
  managementFeePercent?: InputMaybe<Scalars['Float']['input']>;
  /** Lease renewal fee in dollars. */
  renewalFee?: InputMaybe<Scalars['Float']['input']>;
  /** Markup allowed on repairs, in percent (0 = at cost). */
  repairMarkupPercent?: InputMaybe<Scalars['Float']['input']>;
  /** Fee allowed for a vacant unit per month, in dollars (0 = none). */
  vacancyFee?: InputMaybe<Scalars['Float']['input']>;
};

/** One line of an audited document's text. */
export type DocumentLine = {
  __typename?: 'DocumentLine';
  /** The line's number, from 1. */
  line: Scalars['Int']['output'];
  /** The line as read, untrimmed. */
  text: Scalars['String']['output'];
};

/** An agreement term read from the document, e.g. 'Management agreement: 10% of rents collected' on line 5. */
export type DocumentTerm = {
  __typename?: 'DocumentTerm';
  /** When the user entered a different value for this term: that value, which the audit used instead. */
  enteredValue?: Maybe<Scalars['String']['output']>;
  /** The term as shown to people, e.g. 'Management fee'. */
  label: Scalars['String']['output'];
  /** 1-based line of the document it was read from. */
  line: Scalars['Int']['output'];
  /** The term's name, as in AgreementTermsInput (managementFeePercent, lateFeeGraceDays, ...). */
  name: Scalars['String']['output'];
  /** That line's text. */
  text: Scalars['String']['output'];
  /** The value read, e.g. '10%', '$50.00', '5 days', 'collected rent'. */
  value: Scalars['String']['output'];
};

/** A quoted line of the document. */
export type EvidenceLine = {
  __typename?: 'EvidenceLine';
  /** 1-based line of the document's text. */
  line: Scalars['Int']['output'];
  /** The line as it reads in the document. */
  text: Scalars['String']['output'];
};

/** A header field read from the document, or reported as not found. */
export type ExtractedField = {
  __typename?: 'ExtractedField';
  /** For money fields, the amount. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** 0 to 1. */
  confidence: Scalars['Float']['output'];
  /** Whether the field was found in the document. */
  found: Scalars['Boolean']['output'];
  /** How the field is shown, e.g. 'Invoice number'. */
  label: Scalars['String']['output'];
  /** The line it was read from. */
  line?: Maybe<Scalars['Int']['output']>;
  /** vendor, invoiceNumber, issueDate, dueDate, servicePeriod, currency, subtotal, tax, total or balance */
  name: Scalars['String']['output'];
  /** embedded when read from the e-invoice data a PDF carries (Factur-X, ZUGFeRD, XRechnung); null when read from the document's text. */
  source?: Maybe<Scalars['String']['output']>;
  /** The value as text: ISO date, amount with two decimals, name or identifier; null when not found. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One problem or note the audit found, with its dollar impact and the lines it rests on. */
export type Finding = {
  __typename?: 'Finding';
  /** The finding's dollar amount: the overcharge or the discrepancy (equal to impact). */
  amount: Scalars['Float']['output'];
  /** A stable code naming the check, e.g. DUPLICATE.LINE_ITEM or FEES.MANAGEMENT_FEE_ABOVE_RANGE. */
  code: Scalars['String']['output'];
  /** What was found and why it matters, with the figures. */
  description: Scalars['String']['output'];
  /** The source lines the finding rests on, quoted. */
  evidence: Array<EvidenceLine>;
  /** Dollars at stake. */
  impact: Scalars['Float']['output'];
  /** 1-based lines of the document's text the finding refers to. */
  lineRefs: Array<Scalars['Int']['output']>;
  /** A short heading for people. */
  title: Scalars['String']['output'];
  /** error, warning or info */
  type: Scalars['String']['output'];
};

/** An audited invoice, statement, ledger, utility bill or receipt, with its findings. Each audit is one metered use. */
export type InvoiceAudit = {
  __typename?: 'InvoiceAudit';
  /** 0 to 1: how clearly the content decided the class. */
  classConfidence: Scalars['Float']['output'];
  /** ISO 8601 time of the audit. */
  createdAt: Scalars['String']['output'];
  /** vendor_invoice, owner_statement, tenant_ledger, utility_bill or receipt */
  documentClass: Scalars['String']['output'];
  /** The class as shown to people, e.g. 'Owner statement (property management)'. */
  documentClassLabel: Scalars['String']['output'];
  /** The text the audit read, line by line and numbered as findings' lineRefs and evidence are, so each finding can be shown in place. Null in the history lists and on audits stored before the text was kept. */
  documentLines?: Maybe<Array<DocumentLine>>;
  /** Agreement terms printed on the document itself, each with its line; applied like entered terms, except where an entered term differs. */
  documentTerms: Array<DocumentTerm>;
  /** Every header field, found or not. */
  fields: Array<ExtractedField>;
  /** Every finding, issues and notes. */
  findings: Array<Finding>;
  /** Line items an issue refers to. */
  flaggedItems: Scalars['Int']['output'];
  /** The audit's id. */
  id: Scalars['ID']['output'];
  /** The issue date (ISO date), when found. */
  invoiceDate?: Maybe<Scalars['String']['output']>;
  /** The invoice number, when found. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Findings of type error or warning (info findings are notes and do not count). */
  issuesFound: Scalars['Int']['output'];
  /** The line items read from the document. */
  lineItems: Array<InvoiceLine>;
  /** text, txt, csv, pdf, or scan (a PDF without a text layer or a photo, read by OCR) */
  sourceType: Scalars['String']['output'];
  /** A plain-language summary of the audit. */
  summary: Scalars['String']['output'];
  /** The terms entered with the audit, if any. */
  terms?: Maybe<AgreementTerms>;
  /** agreement when terms were entered, document when only terms printed on the document were applied, norms when market norms were applied */
  termsSource: Scalars['String']['output'];
  /** The document's stated total in dollars, when found. */
  total?: Maybe<Scalars['Float']['output']>;
  /** Dollars at stake over all findings, never counting a dollar twice. */
  totalImpact: Scalars['Float']['output'];
  /** The vendor or manager's name, when found. */
  vendor?: Maybe<Scalars['String']['output']>;
  /** Line items no issue refers to. */
  verifiedItems: Scalars['Int']['output'];
};

/** A page of the signed-in user's invoice audits, newest first (by creation time, then id). */
export type InvoiceAuditConnection = {
  __typename?: 'InvoiceAuditConnection';
  /** The rows of the page, each with its cursor. */
  edges: Array<InvoiceAuditEdge>;
  /** The rows of the page, without cursors. */
  nodes: Array<InvoiceAudit>;
  /** Whether more rows follow and the cursor to ask for them. */
  pageInfo: PageInfo;
};

/** One row of InvoiceAuditConnection, with the cursor that points just after it. */
export type InvoiceAuditEdge = {
  __typename?: 'InvoiceAuditEdge';
  /** Pass as after to read the rows that follow this one. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: InvoiceAudit;
};

/** An uploaded document: .txt, .csv or a .pdf with a text layer, at most 2 MB. */
export type InvoiceFileInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  /** The file's name; its extension helps tell the type. */
  filename: Scalars['String']['input'];
};

/** One line item read from the document. */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** The line's amount in dollars. */
  amount: Scalars['Float']['output'];
  /** The item's description as written. */
  description: Scalars['String']['output'];
  /** Whether a finding of type error or warning refers to this line. */
  flagged: Scalars['Boolean']['output'];
  /** 1-based line of the document's text it was read from. */
  line: Scalars['Int']['output'];
  /** Quantity, when the line gives one. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Price per unit in dollars, when the line gives one. */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Audits pasted invoice text; one metered use, only when the audit completes. */
  auditInvoice: InvoiceAudit;
  /** Audits an uploaded file; one metered use, only when the audit completes (an unreadable file costs nothing). */
  auditInvoiceFile: InvoiceAudit;
};


export type MutationAuditInvoiceArgs = {
  content: Scalars['String']['input'];
  terms?: InputMaybe<AgreementTermsInput>;
};


export type MutationAuditInvoiceFileArgs = {
  file: InvoiceFileInput;
  terms?: InputMaybe<AgreementTermsInput>;
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
  /** One of the signed-in user's audits; NOT_FOUND when the user has none with this id. */
  invoiceAudit?: Maybe<InvoiceAudit>;
  /** The signed-in user's invoice audits, newest first. */
  myInvoiceAudits: Array<InvoiceAudit>;
  /** The signed-in user's invoice audits by cursor page, newest first. */
  myInvoiceAuditsConnection: InvoiceAuditConnection;
};


export type QueryInvoiceAuditArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyInvoiceAuditsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyInvoiceAuditsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  AgreementTerms: ResolverTypeWrapper<Partial<AgreementTerms>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  AgreementTermsInput: ResolverTypeWrapper<Partial<AgreementTermsInput>>;
  DocumentLine: ResolverTypeWrapper<Partial<DocumentLine>>;
  DocumentTerm: ResolverTypeWrapper<Partial<DocumentTerm>>;
  EvidenceLine: ResolverTypeWrapper<Partial<EvidenceLine>>;
  ExtractedField: ResolverTypeWrapper<Partial<ExtractedField>>;
  FieldSet: ResolverTypeWrapper<Partial<Scalars['FieldSet']['output']>>;
  Finding: ResolverTypeWrapper<Partial<Finding>>;
  InvoiceAudit: ResolverTypeWrapper<Partial<InvoiceAudit>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  InvoiceAuditConnection: ResolverTypeWrapper<Partial<InvoiceAuditConnection>>;
  InvoiceAuditEdge: ResolverTypeWrapper<Partial<InvoiceAuditEdge>>;
  InvoiceFileInput: ResolverTypeWrapper<Partial<InvoiceFileInput>>;
  InvoiceLine: ResolverTypeWrapper<Partial<InvoiceLine>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  link__Import: ResolverTypeWrapper<Partial<Scalars['link__Import']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgreementTerms: Partial<AgreementTerms>;
  Float: Partial<Scalars['Float']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AgreementTermsInput: Partial<AgreementTermsInput>;
  DocumentLine: Partial<DocumentLine>;
  DocumentTerm: Partial<DocumentTerm>;
  EvidenceLine: Partial<EvidenceLine>;
  ExtractedField: Partial<ExtractedField>;
  FieldSet: Partial<Scalars['FieldSet']['output']>;
  Finding: Partial<Finding>;
  InvoiceAudit: Partial<InvoiceAudit | FederationReferenceTypes['InvoiceAudit']>;
  ID: Partial<Scalars['ID']['output']>;
  InvoiceAuditConnection: Partial<InvoiceAuditConnection>;
  InvoiceAuditEdge: Partial<InvoiceAuditEdge>;
  InvoiceFileInput: Partial<InvoiceFileInput>;
  InvoiceLine: Partial<InvoiceLine>;
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

export type AgreementTermsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgreementTerms'] = ResolversParentTypes['AgreementTerms']> = {
  lateFeeAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lateFeeGraceDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  leasingFeeFlat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  leasingFeePercentOfRent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  managementFeeBasis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managementFeePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  renewalFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  repairMarkupPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vacancyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DocumentLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentLine'] = ResolversParentTypes['DocumentLine']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentTermResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentTerm'] = ResolversParentTypes['DocumentTerm']> = {
  enteredValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EvidenceLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EvidenceLine'] = ResolversParentTypes['EvidenceLine']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtractedFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ExtractedField'] = ResolversParentTypes['ExtractedField']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface FieldSetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FieldSet'], any> {
  name: 'FieldSet';
}

export type FindingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidence?: Resolver<Array<ResolversTypes['EvidenceLine']>, ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineRefs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceAuditResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceAudit'] = ResolversParentTypes['InvoiceAudit'], FederationReferenceType extends FederationReferenceTypes['InvoiceAudit'] = FederationReferenceTypes['InvoiceAudit']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['InvoiceAudit']> | FederationReferenceType, FederationReferenceType, ContextType>;
  classConfidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentClassLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentLines?: Resolver<Maybe<Array<ResolversTypes['DocumentLine']>>, ParentType, ContextType>;
  documentTerms?: Resolver<Array<ResolversTypes['DocumentTerm']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ExtractedField']>, ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  flaggedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuesFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['AgreementTerms']>, ParentType, ContextType>;
  termsSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalImpact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceAuditConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceAuditConnection'] = ResolversParentTypes['InvoiceAuditConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InvoiceAuditEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['InvoiceAudit']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InvoiceAuditEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceAuditEdge'] = ResolversParentTypes['InvoiceAuditEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InvoiceAudit'], ParentType, ContextType>;
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

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  invoiceAudit?: Resolver<Maybe<ResolversTypes['InvoiceAudit']>, ParentType, ContextType, RequireFields<QueryInvoiceAuditArgs, 'id'>>;
  myInvoiceAudits?: Resolver<Array<ResolversTypes['InvoiceAudit']>, ParentType, ContextType, Partial<QueryMyInvoiceAuditsArgs>>;
  myInvoiceAuditsConnection?: Resolver<ResolversTypes['InvoiceAuditConnection'], ParentType, ContextType, Partial<QueryMyInvoiceAuditsConnectionArgs>>;
};

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RequestContext> = {
  AgreementTerms?: AgreementTermsResolvers<ContextType>;
  DocumentLine?: DocumentLineResolvers<ContextType>;
  DocumentTerm?: DocumentTermResolvers<ContextType>;
  EvidenceLine?: EvidenceLineResolvers<ContextType>;
  ExtractedField?: ExtractedFieldResolvers<ContextType>;
  FieldSet?: GraphQLScalarType;
  Finding?: FindingResolvers<ContextType>;
  InvoiceAudit?: InvoiceAuditResolvers<ContextType>;
  InvoiceAuditConnection?: InvoiceAuditConnectionResolvers<ContextType>;
  InvoiceAuditEdge?: InvoiceAuditEdgeResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RequestContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
