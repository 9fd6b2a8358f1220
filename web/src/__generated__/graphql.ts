/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Optional terms of the management agreement; any term left out is replaced by the documented market norm. */
export type AgreementTermsInput = {
  /** Late fee allowed, in dollars. */
  lateFeeAmount?: number | null | undefined;
  /** Days after the due date before a late fee may be charged. */
  lateFeeGraceDays?: number | null | undefined;
  /** Leasing fee as a flat amount in dollars. */
  leasingFeeFlat?: number | null | undefined;
  /** Leasing (placement) fee as a percent of one month's rent. */
  leasingFeePercentOfRent?: number | null | undefined;
  /** collected (default norm) or scheduled */
  managementFeeBasis?: string | null | undefined;
  /** Management fee as a percent of rent. */
  managementFeePercent?: number | null | undefined;
  /** Lease renewal fee in dollars. */
  renewalFee?: number | null | undefined;
  /** Markup allowed on repairs, in percent (0 = at cost). */
  repairMarkupPercent?: number | null | undefined;
  /** Fee allowed for a vacant unit per month, in dollars (0 = none). */
  vacancyFee?: number | null | undefined;
};

/** A property to analyze. */
export type AnalyzePropertyInput = {
  /** Street address, 1 to 200 characters; a state named in it must be the ZIP's. */
  address: string;
  /** Property facts and assumptions to use instead of the defaults. */
  overrides?: AssumptionOverrides | null | undefined;
  /** 5-digit ZIP code. */
  zipCode: string;
};

/** What an API key may do. READ runs queries only; ANALYZE also runs the metered tools (analyses, invoice audits, bulk uploads), billed to the key's owner. */
export type ApiKeyScope =
  /** Queries and the metered tools (analyses, invoice audits, bulk uploads), counted against the owner's plan. */
  | 'ANALYZE'
  /** Queries only: history, results, market data; never a metered tool. */
  | 'READ';

/** Deal inputs, all optional: what is left out comes from market data and product defaults. Rates in percent (6.5 means 6.5%). */
export type AssumptionOverrides = {
  /** Percent a year, -50 to 50. */
  appreciationPct?: number | null | undefined;
  /** 0 to 12, in steps of 0.5. */
  bathrooms?: number | null | undefined;
  /** Whole number, 0 to 12. */
  bedrooms?: number | null | undefined;
  /** Capital-expenditure reserve, percent of gross scheduled rent, 0 to 100. */
  capexPct?: number | null | undefined;
  /** Percent of the price, 0 to 20. */
  closingCostsPct?: number | null | undefined;
  /** Percent of the price, 0 to 100. */
  downPaymentPct?: number | null | undefined;
  /** Percent a year, -50 to 50. */
  expenseGrowthPct?: number | null | undefined;
  /** HOA and other monthly costs, US dollars, 0 to 100,000. */
  hoaMonthly?: number | null | undefined;
  /** Whole years, 1 to 40. */
  holdingYears?: number | null | undefined;
  /** US dollars a year, 0 to 1,000,000. */
  insuranceAnnual?: number | null | undefined;
  /** Mortgage rate, percent a year, 0 to 30. */
  interestRatePct?: number | null | undefined;
  /** Square feet, 100 to 50,000. */
  livingAreaSqft?: number | null | undefined;
  /** Whole years, 1 to 40. */
  loanTermYears?: number | null | undefined;
  /** Percent of gross scheduled rent, 0 to 100. */
  maintenancePct?: number | null | undefined;
  /** Percent of effective gross income (rent after vacancy), 0 to 100. */
  managementPct?: number | null | undefined;
  /** US dollars a month, 0 to 1,000,000. */
  monthlyRent?: number | null | undefined;
  /** Percent of the value a year, 0 to 10. */
  propertyTaxRatePct?: number | null | undefined;
  /** single_family, condo, townhouse or multi_family (2-4 units) */
  propertyType?: string | null | undefined;
  /** US dollars, more than 0 and at most 100,000,000. */
  purchasePrice?: number | null | undefined;
  /** Percent a year, -50 to 50. */
  rentGrowthPct?: number | null | undefined;
  /** Percent of the sale price at the end of the holding period, 0 to 100. */
  sellingCostsPct?: number | null | undefined;
  /** Percent of gross scheduled rent, 0 to 100. */
  vacancyPct?: number | null | undefined;
  /** 1700 to next year. */
  yearBuilt?: number | null | undefined;
};

/** A contact-form message; open to visitors, limited per client address. */
export type ContactInput = {
  /** Optional, at most 100 characters. */
  company?: string | null | undefined;
  /** A valid email address for the answer. */
  email: string;
  /** 10 to 5,000 characters. */
  message: string;
  /** 2 to 100 characters. */
  name: string;
  /** 5 to 200 characters. */
  subject: string;
};

/** A new API key's name, scope and rate limit. */
export type CreateApiKeyInput = {
  /** 1 to 60 characters. */
  name: string;
  /** 1 to 600; 60 when not given. */
  rateLimitPerMinute?: number | null | undefined;
  /** What the key may do. */
  scope: ApiKeyScope;
};

/** An uploaded document: .txt, .csv or a .pdf with a text layer, at most 2 MB. */
export type InvoiceFileInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
  /** The file's name; its extension helps tell the type. */
  filename: string;
};

/** Sign-in with email and password. */
export type LoginInput = {
  /** The account's email address. */
  email: string;
  /** The account's password. */
  password: string;
};

/** A new account. */
export type RegisterInput = {
  /** A valid email address, at most 254 characters; one account per address. */
  email: string;
  /** 1 to 100 characters. */
  firstName: string;
  /** 1 to 100 characters. */
  lastName: string;
  /** 6 to 200 characters. */
  password: string;
};

/** A target for the solver: metric is cashOnCash, capRate, dscr or irr (percent, except dscr as a ratio). */
export type TargetInput = {
  /** cashOnCash, capRate, dscr or irr. */
  metric: string;
  /** The target: percent, or a ratio for dscr; -1000 to 1000. */
  value: number;
};

export type DataSourceFieldsFragment = {
  id: string;
  label: string;
  asOf: string | null;
  attribution: string | null;
  url: string | null;
};

export type AdminUserFieldsFragment = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  planType: string;
  subscriptionStatus: string;
  usageCount: number;
  createdAt: string;
  trialEndDate: string | null;
};

export type AdminDashboardQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type AdminDashboardQuery = {
  adminStats: {
    totalUsers: number;
    activeTrials: number;
    paidSubscribers: number;
    totalRevenue: number;
    usageThisMonth: number;
    signupsThisWeek: number;
  };
  adminUsers: Array<{
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    planType: string;
    subscriptionStatus: string;
    usageCount: number;
    createdAt: string;
    trialEndDate: string | null;
  }>;
};

export type ContactMessagesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;

export type ContactMessagesQuery = {
  contactMessages: Array<{
    id: string;
    createdAt: string;
    name: string;
    email: string;
    company: string | null;
    subject: string;
    message: string;
  }>;
};

export type AdminUsersExportQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type AdminUsersExportQuery = {
  adminUsersConnection: {
    nodes: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      planType: string;
      subscriptionStatus: string;
      usageCount: number;
      createdAt: string;
      trialEndDate: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ApiKeyFieldsFragment = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  rateLimitPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type MyApiKeysQueryVariables = Exact<{ [key: string]: never }>;

export type MyApiKeysQuery = {
  myApiKeys: Array<{
    id: string;
    name: string;
    scope: ApiKeyScope;
    prefix: string;
    rateLimitPerMinute: number;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }>;
};

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;

export type CreateApiKeyMutation = {
  createApiKey: {
    key: string;
    apiKey: {
      id: string;
      name: string;
      scope: ApiKeyScope;
      prefix: string;
      rateLimitPerMinute: number;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
  };
};

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiKeyMutation = { revokeApiKey: { id: string; revokedAt: string | null } };

export type AuthSessionFragment = {
  token: string;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    planType: string | null;
    subscriptionStatus: string | null;
    trialEndDate: string | null;
    usageCount: number | null;
    quota: number | null;
    remaining: number | null;
    trialDaysLeft: number | null;
  };
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  login: {
    token: string;
    user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      role: string;
      planType: string | null;
      subscriptionStatus: string | null;
      trialEndDate: string | null;
      usageCount: number | null;
      quota: number | null;
      remaining: number | null;
      trialDaysLeft: number | null;
    };
  };
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  register: {
    token: string;
    user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      role: string;
      planType: string | null;
      subscriptionStatus: string | null;
      trialEndDate: string | null;
      usageCount: number | null;
      quota: number | null;
      remaining: number | null;
      trialDaysLeft: number | null;
    };
  };
};

export type PaymentsConfiguredQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentsConfiguredQuery = { paymentsConfigured: boolean };

export type CreatePaymentIntentMutationVariables = Exact<{
  amount?: number | null | undefined;
}>;

export type CreatePaymentIntentMutation = { createPaymentIntent: { clientSecret: string } };

export type CreateSubscriptionMutationVariables = Exact<{
  planType?: string | null | undefined;
}>;

export type CreateSubscriptionMutation = { createSubscription: { clientSecret: string } };

export type MyPropertyAnalysesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type MyPropertyAnalysesQuery = {
  myPropertyAnalysesConnection: {
    nodes: Array<{
      id: string;
      createdAt: string;
      address: string;
      zipCode: string;
      estimatedValue: number;
      monthlyRent: number;
      capRate: string;
      roiPotential: string;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type MyInvoiceAuditsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type MyInvoiceAuditsQuery = {
  myInvoiceAuditsConnection: {
    nodes: Array<{ id: string; createdAt: string; issuesFound: number; flaggedItems: number; verifiedItems: number }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type InvoiceAuditFindingsQueryVariables = Exact<{
  id: string | number;
}>;

export type InvoiceAuditFindingsQuery = {
  invoiceAudit: {
    summary: string;
    vendor: string | null;
    invoiceNumber: string | null;
    totalImpact: number;
    id: string;
    createdAt: string;
    issuesFound: number;
    flaggedItems: number;
    verifiedItems: number;
    findings: Array<{
      type: string;
      code: string;
      title: string;
      description: string;
      impact: number;
      lineRefs: Array<number>;
    }>;
  } | null;
};

export type PortfolioAnalysesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;

export type PortfolioAnalysesQuery = {
  myPropertyAnalysesConnection: {
    nodes: Array<{
      id: string;
      createdAt: string;
      address: string;
      zipCode: string;
      estimatedValue: number;
      monthlyRent: number;
      metrics: Array<{ key: string; value: number | null }>;
      assumptions: Array<{ key: string; value: number }>;
      risk: { score: number; level: string };
    }>;
    pageInfo: { hasNextPage: boolean };
  };
};

export type AuditFindingFieldsFragment = {
  type: string;
  code: string;
  title: string;
  description: string;
  impact: number;
  lineRefs: Array<number>;
};

export type InvoiceAuditSummaryFragment = {
  id: string;
  createdAt: string;
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
};

export type InvoiceAuditDetailsFragment = {
  documentClass: string;
  documentClassLabel: string;
  classConfidence: number;
  termsSource: string;
  vendor: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  totalImpact: number;
  summary: string;
  sourceType: string;
  id: string;
  createdAt: string;
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  findings: Array<{
    amount: number;
    type: string;
    code: string;
    title: string;
    description: string;
    impact: number;
    lineRefs: Array<number>;
    evidence: Array<{ line: number; text: string }>;
  }>;
  fields: Array<{
    name: string;
    label: string;
    value: string | null;
    amount: number | null;
    confidence: number;
    line: number | null;
    found: boolean;
  }>;
  documentTerms: Array<{
    name: string;
    label: string;
    value: string;
    line: number;
    text: string;
    enteredValue: string | null;
  }>;
  documentLines: Array<{ line: number; text: string }> | null;
  lineItems: Array<{
    line: number;
    description: string;
    quantity: number | null;
    unitPrice: number | null;
    amount: number;
    flagged: boolean;
  }>;
};

export type AuditInvoiceMutationVariables = Exact<{
  content: string;
  terms?: AgreementTermsInput | null | undefined;
}>;

export type AuditInvoiceMutation = {
  auditInvoice: {
    documentClass: string;
    documentClassLabel: string;
    classConfidence: number;
    termsSource: string;
    vendor: string | null;
    invoiceNumber: string | null;
    invoiceDate: string | null;
    total: number | null;
    totalImpact: number;
    summary: string;
    sourceType: string;
    id: string;
    createdAt: string;
    issuesFound: number;
    flaggedItems: number;
    verifiedItems: number;
    findings: Array<{
      amount: number;
      type: string;
      code: string;
      title: string;
      description: string;
      impact: number;
      lineRefs: Array<number>;
      evidence: Array<{ line: number; text: string }>;
    }>;
    fields: Array<{
      name: string;
      label: string;
      value: string | null;
      amount: number | null;
      confidence: number;
      line: number | null;
      found: boolean;
    }>;
    documentTerms: Array<{
      name: string;
      label: string;
      value: string;
      line: number;
      text: string;
      enteredValue: string | null;
    }>;
    documentLines: Array<{ line: number; text: string }> | null;
    lineItems: Array<{
      line: number;
      description: string;
      quantity: number | null;
      unitPrice: number | null;
      amount: number;
      flagged: boolean;
    }>;
  };
};

export type AuditInvoiceFileMutationVariables = Exact<{
  file: InvoiceFileInput;
  terms?: AgreementTermsInput | null | undefined;
}>;

export type AuditInvoiceFileMutation = {
  auditInvoiceFile: {
    documentClass: string;
    documentClassLabel: string;
    classConfidence: number;
    termsSource: string;
    vendor: string | null;
    invoiceNumber: string | null;
    invoiceDate: string | null;
    total: number | null;
    totalImpact: number;
    summary: string;
    sourceType: string;
    id: string;
    createdAt: string;
    issuesFound: number;
    flaggedItems: number;
    verifiedItems: number;
    findings: Array<{
      amount: number;
      type: string;
      code: string;
      title: string;
      description: string;
      impact: number;
      lineRefs: Array<number>;
      evidence: Array<{ line: number; text: string }>;
    }>;
    fields: Array<{
      name: string;
      label: string;
      value: string | null;
      amount: number | null;
      confidence: number;
      line: number | null;
      found: boolean;
    }>;
    documentTerms: Array<{
      name: string;
      label: string;
      value: string;
      line: number;
      text: string;
      enteredValue: string | null;
    }>;
    documentLines: Array<{ line: number; text: string }> | null;
    lineItems: Array<{
      line: number;
      description: string;
      quantity: number | null;
      unitPrice: number | null;
      amount: number;
      flagged: boolean;
    }>;
  };
};

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;

export type SendContactMessageMutation = { sendContactMessage: { ok: boolean; id: string } };

export type PropertyAnalysisSummaryFragment = {
  id: string;
  createdAt: string;
  address: string;
  zipCode: string;
  estimatedValue: number;
  monthlyRent: number;
  capRate: string;
  roiPotential: string;
};

export type PropertyAnalysisDetailsFragment = {
  marketStatus: string;
  daysOnMarket: number | null;
  marketStatusNote: string;
  isForSale: boolean;
  isForRent: boolean;
  isPending: boolean;
  isOffMarket: boolean;
  isComingSoon: boolean;
  isForeclosure: boolean;
  isBankOwned: boolean;
  aiSummary: string;
  aiSummarySource: string;
  propertyImages: Array<string>;
  zillowUrl: string;
  confidence: string;
  confidenceNotes: Array<string>;
  warnings: Array<string>;
  comparisons: Array<string>;
  roiPotentialLabel: string;
  cashOnCash: string;
  version: number;
  rerunUntil: string;
  id: string;
  createdAt: string;
  address: string;
  zipCode: string;
  estimatedValue: number;
  monthlyRent: number;
  capRate: string;
  roiPotential: string;
  place: { city: string | null; state: string | null; county: string | null } | null;
  valueRange: { low: number; point: number; high: number };
  rentRange: { low: number; point: number; high: number };
  metrics: Array<{ key: string; label: string; value: number | null; display: string; formula: string }>;
  assumptions: Array<{
    key: string;
    label: string;
    value: number;
    unit: string;
    source: string;
    sourceId: string | null;
    rationale: string;
  }>;
  risk: {
    score: number;
    level: string;
    parts: Array<{ name: string; points: number; maxPoints: number; value: string | null; explanation: string }>;
  };
  projections: Array<{ year: number; propertyValue: number; loanBalance: number; equity: number; cashFlow: number }>;
  sources: Array<{ id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }>;
  property: {
    propertyType: string | null;
    bedrooms: number | null;
    bathrooms: number | null;
    livingAreaSqft: number | null;
    yearBuilt: number | null;
  } | null;
  valueEstimate: {
    point: number;
    low: number;
    high: number;
    zipLevel: number;
    asOf: string;
    method: string;
    inputsUsed: Array<string>;
    confidence: string;
    adjustments: Array<{ name: string; factor: number; detail: string }>;
    sources: Array<{ id: string; label: string; asOf: string | null }>;
  } | null;
  rentEstimate: {
    point: number;
    low: number;
    high: number;
    zipLevel: number;
    asOf: string;
    method: string;
    inputsUsed: Array<string>;
    confidence: string;
    adjustments: Array<{ name: string; factor: number; detail: string }>;
    sources: Array<{ id: string; label: string; asOf: string | null }>;
  } | null;
  riskFlags: Array<{ key: string; label: string; message: string }>;
  sensitivity: {
    priceSteps: Array<number>;
    rentSteps: Array<number>;
    cells: Array<{
      priceChangePct: number;
      rentChangePct: number;
      cashOnCashPct: number | null;
      capRatePct: number | null;
    }>;
  } | null;
};

export type PropertyEstimateDetailsFragment = {
  point: number;
  low: number;
  high: number;
  zipLevel: number;
  asOf: string;
  method: string;
  inputsUsed: Array<string>;
  confidence: string;
  adjustments: Array<{ name: string; factor: number; detail: string }>;
  sources: Array<{ id: string; label: string; asOf: string | null }>;
};

export type AnalyzePropertyMutationVariables = Exact<{
  input: AnalyzePropertyInput;
}>;

export type AnalyzePropertyMutation = {
  analyzeProperty: {
    marketStatus: string;
    daysOnMarket: number | null;
    marketStatusNote: string;
    isForSale: boolean;
    isForRent: boolean;
    isPending: boolean;
    isOffMarket: boolean;
    isComingSoon: boolean;
    isForeclosure: boolean;
    isBankOwned: boolean;
    aiSummary: string;
    aiSummarySource: string;
    propertyImages: Array<string>;
    zillowUrl: string;
    confidence: string;
    confidenceNotes: Array<string>;
    warnings: Array<string>;
    comparisons: Array<string>;
    roiPotentialLabel: string;
    cashOnCash: string;
    version: number;
    rerunUntil: string;
    id: string;
    createdAt: string;
    address: string;
    zipCode: string;
    estimatedValue: number;
    monthlyRent: number;
    capRate: string;
    roiPotential: string;
    place: { city: string | null; state: string | null; county: string | null } | null;
    valueRange: { low: number; point: number; high: number };
    rentRange: { low: number; point: number; high: number };
    metrics: Array<{ key: string; label: string; value: number | null; display: string; formula: string }>;
    assumptions: Array<{
      key: string;
      label: string;
      value: number;
      unit: string;
      source: string;
      sourceId: string | null;
      rationale: string;
    }>;
    risk: {
      score: number;
      level: string;
      parts: Array<{ name: string; points: number; maxPoints: number; value: string | null; explanation: string }>;
    };
    projections: Array<{ year: number; propertyValue: number; loanBalance: number; equity: number; cashFlow: number }>;
    sources: Array<{ id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }>;
    property: {
      propertyType: string | null;
      bedrooms: number | null;
      bathrooms: number | null;
      livingAreaSqft: number | null;
      yearBuilt: number | null;
    } | null;
    valueEstimate: {
      point: number;
      low: number;
      high: number;
      zipLevel: number;
      asOf: string;
      method: string;
      inputsUsed: Array<string>;
      confidence: string;
      adjustments: Array<{ name: string; factor: number; detail: string }>;
      sources: Array<{ id: string; label: string; asOf: string | null }>;
    } | null;
    rentEstimate: {
      point: number;
      low: number;
      high: number;
      zipLevel: number;
      asOf: string;
      method: string;
      inputsUsed: Array<string>;
      confidence: string;
      adjustments: Array<{ name: string; factor: number; detail: string }>;
      sources: Array<{ id: string; label: string; asOf: string | null }>;
    } | null;
    riskFlags: Array<{ key: string; label: string; message: string }>;
    sensitivity: {
      priceSteps: Array<number>;
      rentSteps: Array<number>;
      cells: Array<{
        priceChangePct: number;
        rentChangePct: number;
        cashOnCashPct: number | null;
        capRatePct: number | null;
      }>;
    } | null;
  };
};

export type PropertyAssumptionDefaultsQueryVariables = Exact<{ [key: string]: never }>;

export type PropertyAssumptionDefaultsQuery = {
  propertyAssumptionDefaults: Array<{
    key: string;
    label: string;
    value: number;
    unit: string;
    source: string;
    rationale: string;
  }>;
};

export type RerunPropertyAnalysisMutationVariables = Exact<{
  id: string | number;
  overrides: AssumptionOverrides;
}>;

export type RerunPropertyAnalysisMutation = {
  rerunPropertyAnalysis: {
    marketStatus: string;
    daysOnMarket: number | null;
    marketStatusNote: string;
    isForSale: boolean;
    isForRent: boolean;
    isPending: boolean;
    isOffMarket: boolean;
    isComingSoon: boolean;
    isForeclosure: boolean;
    isBankOwned: boolean;
    aiSummary: string;
    aiSummarySource: string;
    propertyImages: Array<string>;
    zillowUrl: string;
    confidence: string;
    confidenceNotes: Array<string>;
    warnings: Array<string>;
    comparisons: Array<string>;
    roiPotentialLabel: string;
    cashOnCash: string;
    version: number;
    rerunUntil: string;
    id: string;
    createdAt: string;
    address: string;
    zipCode: string;
    estimatedValue: number;
    monthlyRent: number;
    capRate: string;
    roiPotential: string;
    place: { city: string | null; state: string | null; county: string | null } | null;
    valueRange: { low: number; point: number; high: number };
    rentRange: { low: number; point: number; high: number };
    metrics: Array<{ key: string; label: string; value: number | null; display: string; formula: string }>;
    assumptions: Array<{
      key: string;
      label: string;
      value: number;
      unit: string;
      source: string;
      sourceId: string | null;
      rationale: string;
    }>;
    risk: {
      score: number;
      level: string;
      parts: Array<{ name: string; points: number; maxPoints: number; value: string | null; explanation: string }>;
    };
    projections: Array<{ year: number; propertyValue: number; loanBalance: number; equity: number; cashFlow: number }>;
    sources: Array<{ id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }>;
    property: {
      propertyType: string | null;
      bedrooms: number | null;
      bathrooms: number | null;
      livingAreaSqft: number | null;
      yearBuilt: number | null;
    } | null;
    valueEstimate: {
      point: number;
      low: number;
      high: number;
      zipLevel: number;
      asOf: string;
      method: string;
      inputsUsed: Array<string>;
      confidence: string;
      adjustments: Array<{ name: string; factor: number; detail: string }>;
      sources: Array<{ id: string; label: string; asOf: string | null }>;
    } | null;
    rentEstimate: {
      point: number;
      low: number;
      high: number;
      zipLevel: number;
      asOf: string;
      method: string;
      inputsUsed: Array<string>;
      confidence: string;
      adjustments: Array<{ name: string; factor: number; detail: string }>;
      sources: Array<{ id: string; label: string; asOf: string | null }>;
    } | null;
    riskFlags: Array<{ key: string; label: string; message: string }>;
    sensitivity: {
      priceSteps: Array<number>;
      rentSteps: Array<number>;
      cells: Array<{
        priceChangePct: number;
        rentChangePct: number;
        cashOnCashPct: number | null;
        capRatePct: number | null;
      }>;
    } | null;
  };
};

export type SolvePropertyTargetQueryVariables = Exact<{
  id: string | number;
  target: TargetInput;
}>;

export type SolvePropertyTargetQuery = {
  solvePropertyTarget: {
    metric: string;
    target: number;
    maxPurchasePrice: number | null;
    minMonthlyRent: number | null;
    explanation: string;
  };
};

export type SharedPropertyAnalysisQueryVariables = Exact<{
  token: string;
}>;

export type SharedPropertyAnalysisQuery = {
  sharedPropertyAnalysis: {
    expiresAt: string;
    analysis: {
      marketStatus: string;
      daysOnMarket: number | null;
      marketStatusNote: string;
      isForSale: boolean;
      isForRent: boolean;
      isPending: boolean;
      isOffMarket: boolean;
      isComingSoon: boolean;
      isForeclosure: boolean;
      isBankOwned: boolean;
      aiSummary: string;
      aiSummarySource: string;
      propertyImages: Array<string>;
      zillowUrl: string;
      confidence: string;
      confidenceNotes: Array<string>;
      warnings: Array<string>;
      comparisons: Array<string>;
      roiPotentialLabel: string;
      cashOnCash: string;
      version: number;
      rerunUntil: string;
      id: string;
      createdAt: string;
      address: string;
      zipCode: string;
      estimatedValue: number;
      monthlyRent: number;
      capRate: string;
      roiPotential: string;
      place: { city: string | null; state: string | null; county: string | null } | null;
      valueRange: { low: number; point: number; high: number };
      rentRange: { low: number; point: number; high: number };
      metrics: Array<{ key: string; label: string; value: number | null; display: string; formula: string }>;
      assumptions: Array<{
        key: string;
        label: string;
        value: number;
        unit: string;
        source: string;
        sourceId: string | null;
        rationale: string;
      }>;
      risk: {
        score: number;
        level: string;
        parts: Array<{ name: string; points: number; maxPoints: number; value: string | null; explanation: string }>;
      };
      projections: Array<{
        year: number;
        propertyValue: number;
        loanBalance: number;
        equity: number;
        cashFlow: number;
      }>;
      sources: Array<{
        id: string;
        label: string;
        asOf: string | null;
        attribution: string | null;
        url: string | null;
      }>;
      property: {
        propertyType: string | null;
        bedrooms: number | null;
        bathrooms: number | null;
        livingAreaSqft: number | null;
        yearBuilt: number | null;
      } | null;
      valueEstimate: {
        point: number;
        low: number;
        high: number;
        zipLevel: number;
        asOf: string;
        method: string;
        inputsUsed: Array<string>;
        confidence: string;
        adjustments: Array<{ name: string; factor: number; detail: string }>;
        sources: Array<{ id: string; label: string; asOf: string | null }>;
      } | null;
      rentEstimate: {
        point: number;
        low: number;
        high: number;
        zipLevel: number;
        asOf: string;
        method: string;
        inputsUsed: Array<string>;
        confidence: string;
        adjustments: Array<{ name: string; factor: number; detail: string }>;
        sources: Array<{ id: string; label: string; asOf: string | null }>;
      } | null;
      riskFlags: Array<{ key: string; label: string; message: string }>;
      sensitivity: {
        priceSteps: Array<number>;
        rentSteps: Array<number>;
        cells: Array<{
          priceChangePct: number;
          rentChangePct: number;
          cashOnCashPct: number | null;
          capRatePct: number | null;
        }>;
      } | null;
    };
  };
};

export type RentalComparisonDetailsFragment = {
  commonMonth: string | null;
  notes: Array<string>;
  places: Array<{
    location: string;
    place: { kind: string; name: string; header: string; state: string | null; matchedBy: string } | null;
    resolved: { note: string | null } | null;
  }>;
  rows: Array<{
    key: string;
    label: string;
    unit: string;
    values: Array<{
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    }>;
  }>;
};

export type CompareRentalMarketsQueryVariables = Exact<{
  locations: Array<string> | string;
}>;

export type CompareRentalMarketsQuery = {
  compareRentalMarkets: {
    commonMonth: string | null;
    notes: Array<string>;
    places: Array<{
      location: string;
      place: { kind: string; name: string; header: string; state: string | null; matchedBy: string } | null;
      resolved: { note: string | null } | null;
    }>;
    rows: Array<{
      key: string;
      label: string;
      unit: string;
      values: Array<{
        key: string;
        label: string;
        value: number | null;
        unit: string;
        geography: string | null;
        level: string | null;
        period: string | null;
        sourceId: string | null;
        stale: boolean;
        note: string | null;
      }>;
    }>;
  };
};

export type MarketFigureFieldsFragment = {
  key: string;
  label: string;
  value: number | null;
  unit: string;
  geography: string | null;
  level: string | null;
  period: string | null;
  sourceId: string | null;
  stale: boolean;
  note: string | null;
};

export type RentalMarketDetailsFragment = {
  location: string;
  averageRent: number | null;
  medianRent: number | null;
  occupancyRate: number | null;
  inventoryCount: number | null;
  pricePerSqft: number | null;
  trendGeography: string | null;
  typeMixGeography: string | null;
  typeMixPeriod: string | null;
  resolved: {
    kind: string;
    name: string;
    state: string | null;
    note: string | null;
    alternatives: Array<string>;
    matchedBy: string;
  } | null;
  place: {
    kind: string;
    name: string;
    header: string;
    state: string | null;
    households: number | null;
    population: number | null;
    matchedBy: string;
  } | null;
  candidates: Array<{
    kind: string;
    name: string;
    query: string;
    state: string | null;
    households: number | null;
    population: number | null;
  }>;
  relatedPlaces: Array<{ kind: string; label: string; query: string }>;
  figures: Array<{
    key: string;
    label: string;
    value: number | null;
    unit: string;
    geography: string | null;
    level: string | null;
    period: string | null;
    sourceId: string | null;
    stale: boolean;
    note: string | null;
  }>;
  rentTrends: Array<{ period: string; averageRent: number; changePercent: number | null }>;
  bedroomRents: Array<{
    bedrooms: number;
    label: string;
    smallAreaFmr: {
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    };
    fmr: {
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    };
    zoriBased: {
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    };
  }>;
  homeTypeRents: Array<{
    key: string;
    label: string;
    value: number | null;
    unit: string;
    geography: string | null;
    level: string | null;
    period: string | null;
    sourceId: string | null;
    stale: boolean;
    note: string | null;
  }>;
  popularPropertyTypes: Array<{ type: string; percentage: number; averageRent: number | null }>;
  marketSpeed: Array<{
    geography: string;
    level: string;
    month: string;
    stale: boolean;
    figures: Array<{
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    }>;
  }>;
  valueContext: Array<{
    key: string;
    label: string;
    value: number | null;
    unit: string;
    geography: string | null;
    level: string | null;
    period: string | null;
    sourceId: string | null;
    stale: boolean;
    note: string | null;
  }>;
  freshness: {
    newestMonth: string;
    staleAfterMonths: number;
    series: Array<{
      series: string;
      geography: string;
      lastMonth: string;
      monthsBehind: number;
      stale: boolean;
      usedFor: string | null;
    }>;
  };
  aiSummary: { summary: string; keyInsights: Array<string>; marketOutlook: string };
  dataSources: { primary: string; secondary: string; methodology: string };
  dataGeneration: Array<{ metric: string; explanation: string }>;
  sources: Array<{ id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }>;
};

export type RentalMarketQueryVariables = Exact<{
  location: string;
}>;

export type RentalMarketQuery = {
  rentalMarket: {
    location: string;
    averageRent: number | null;
    medianRent: number | null;
    occupancyRate: number | null;
    inventoryCount: number | null;
    pricePerSqft: number | null;
    trendGeography: string | null;
    typeMixGeography: string | null;
    typeMixPeriod: string | null;
    resolved: {
      kind: string;
      name: string;
      state: string | null;
      note: string | null;
      alternatives: Array<string>;
      matchedBy: string;
    } | null;
    place: {
      kind: string;
      name: string;
      header: string;
      state: string | null;
      households: number | null;
      population: number | null;
      matchedBy: string;
    } | null;
    candidates: Array<{
      kind: string;
      name: string;
      query: string;
      state: string | null;
      households: number | null;
      population: number | null;
    }>;
    relatedPlaces: Array<{ kind: string; label: string; query: string }>;
    figures: Array<{
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    }>;
    rentTrends: Array<{ period: string; averageRent: number; changePercent: number | null }>;
    bedroomRents: Array<{
      bedrooms: number;
      label: string;
      smallAreaFmr: {
        key: string;
        label: string;
        value: number | null;
        unit: string;
        geography: string | null;
        level: string | null;
        period: string | null;
        sourceId: string | null;
        stale: boolean;
        note: string | null;
      };
      fmr: {
        key: string;
        label: string;
        value: number | null;
        unit: string;
        geography: string | null;
        level: string | null;
        period: string | null;
        sourceId: string | null;
        stale: boolean;
        note: string | null;
      };
      zoriBased: {
        key: string;
        label: string;
        value: number | null;
        unit: string;
        geography: string | null;
        level: string | null;
        period: string | null;
        sourceId: string | null;
        stale: boolean;
        note: string | null;
      };
    }>;
    homeTypeRents: Array<{
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    }>;
    popularPropertyTypes: Array<{ type: string; percentage: number; averageRent: number | null }>;
    marketSpeed: Array<{
      geography: string;
      level: string;
      month: string;
      stale: boolean;
      figures: Array<{
        key: string;
        label: string;
        value: number | null;
        unit: string;
        geography: string | null;
        level: string | null;
        period: string | null;
        sourceId: string | null;
        stale: boolean;
        note: string | null;
      }>;
    }>;
    valueContext: Array<{
      key: string;
      label: string;
      value: number | null;
      unit: string;
      geography: string | null;
      level: string | null;
      period: string | null;
      sourceId: string | null;
      stale: boolean;
      note: string | null;
    }>;
    freshness: {
      newestMonth: string;
      staleAfterMonths: number;
      series: Array<{
        series: string;
        geography: string;
        lastMonth: string;
        monthsBehind: number;
        stale: boolean;
        usedFor: string | null;
      }>;
    };
    aiSummary: { summary: string; keyInsights: Array<string>; marketOutlook: string };
    dataSources: { primary: string; secondary: string; methodology: string };
    dataGeneration: Array<{ metric: string; explanation: string }>;
    sources: Array<{ id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }>;
  };
};

export type PageCursorFragment = { hasNextPage: boolean; endCursor: string | null };

export type SessionUserFragment = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  planType: string | null;
  subscriptionStatus: string | null;
  trialEndDate: string | null;
  usageCount: number | null;
  quota: number | null;
  remaining: number | null;
  trialDaysLeft: number | null;
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    planType: string | null;
    subscriptionStatus: string | null;
    trialEndDate: string | null;
    usageCount: number | null;
    quota: number | null;
    remaining: number | null;
    trialDaysLeft: number | null;
  } | null;
};

export const AdminUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateLimitPerMinute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialDaysLeft' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const AuthSessionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialDaysLeft' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthSessionFragment, unknown>;
export const InvoiceAuditSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceAuditSummaryFragment, unknown>;
export const AuditFindingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditFindingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Finding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'impact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineRefs' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditFindingFieldsFragment, unknown>;
export const InvoiceAuditDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'findings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditFindingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClass' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClassLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classConfidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'termsSource' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enteredValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'vendor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalImpact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flagged' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditFindingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Finding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'impact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineRefs' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceAuditDetailsFragment, unknown>;
export const PropertyAnalysisSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PropertyAnalysisSummaryFragment, unknown>;
export const DataSourceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataSourceFieldsFragment, unknown>;
export const PropertyEstimateDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyEstimateDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'point' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PropertyEstimateDetailsFragment, unknown>;
export const PropertyAnalysisDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'county' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysOnMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatusNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOffMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComingSoon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForeclosure' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBankOwned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummarySource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'propertyImages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zillowUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assumptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rationale' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'risk' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxPoints' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'propertyValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loanBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cashFlow' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidenceNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'property' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'propertyType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bathrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livingAreaSqft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearBuilt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'riskFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparisons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotentialLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashOnCash' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensitivity' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'priceSteps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rentSteps' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cells' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'priceChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashOnCashPct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capRatePct' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rerunUntil' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyEstimateDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'point' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PropertyAnalysisDetailsFragment, unknown>;
export const MarketFigureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarketFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MarketFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarketFigureFieldsFragment, unknown>;
export const RentalComparisonDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalComparisonDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalComparison' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commonMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'places' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'place' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'note' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarketFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MarketFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RentalComparisonDetailsFragment, unknown>;
export const RentalMarketDetailsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalMarketDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalMarket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alternatives' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'households' } },
                { kind: 'Field', name: { kind: 'Name', value: 'population' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'candidates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'query' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'households' } },
                { kind: 'Field', name: { kind: 'Name', value: 'population' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatedPlaces' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'query' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'medianRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inventoryCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePerSqft' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'figures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentTrends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'trendGeography' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bedroomRents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'smallAreaFmr' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fmr' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zoriBased' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'homeTypeRents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'popularPropertyTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeMixGeography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeMixPeriod' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'marketSpeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'figures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueContext' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freshness' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'newestMonth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staleAfterMonths' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'series' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'series' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMonth' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthsBehind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedFor' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keyInsights' } },
                { kind: 'Field', name: { kind: 'Name', value: 'marketOutlook' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'primary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secondary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'methodology' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataGeneration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metric' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarketFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MarketFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RentalMarketDetailsFragment, unknown>;
export const PageCursorFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PageCursor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PageCursorFragment, unknown>;
export const AdminDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminDashboard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalUsers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeTrials' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidSubscribers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usageThisMonth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signupsThisWeek' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const ContactMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ContactMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contactMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const AdminUsersExportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminUsersExport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUsersConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminUserFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PageCursor' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminUser' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PageCursor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUsersExportQuery, AdminUsersExportQueryVariables>;
export const MyApiKeysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyApiKeys' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApiKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateLimitPerMinute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApiKeysQuery, MyApiKeysQueryVariables>;
export const CreateApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiKeyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiKey' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateLimitPerMinute' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthSession' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialDaysLeft' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthSession' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialDaysLeft' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthSession' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AuthPayload' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const PaymentsConfiguredDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentsConfigured' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'paymentsConfigured' } }],
      },
    },
  ],
} as unknown as DocumentNode<PaymentsConfiguredQuery, PaymentsConfiguredQueryVariables>;
export const CreatePaymentIntentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePaymentIntent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPaymentIntent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const CreateSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>;
export const MyPropertyAnalysesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPropertyAnalyses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPropertyAnalysesConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisSummary' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PageCursor' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PageCursor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPropertyAnalysesQuery, MyPropertyAnalysesQueryVariables>;
export const MyInvoiceAuditsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyInvoiceAudits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myInvoiceAuditsConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditSummary' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PageCursor' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PageCursor' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyInvoiceAuditsQuery, MyInvoiceAuditsQueryVariables>;
export const InvoiceAuditFindingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceAuditFindings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceAudit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditSummary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vendor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalImpact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'findings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditFindingFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditFindingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Finding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'impact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineRefs' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceAuditFindingsQuery, InvoiceAuditFindingsQueryVariables>;
export const PortfolioAnalysesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PortfolioAnalyses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPropertyAnalysesConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'metrics' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assumptions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'risk' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PortfolioAnalysesQuery, PortfolioAnalysesQueryVariables>;
export const AuditInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AuditInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'terms' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AgreementTermsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditInvoice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'content' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'terms' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'terms' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditFindingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Finding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'impact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineRefs' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'findings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditFindingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClass' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClassLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classConfidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'termsSource' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enteredValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'vendor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalImpact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flagged' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditInvoiceMutation, AuditInvoiceMutationVariables>;
export const AuditInvoiceFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AuditInvoiceFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceFileInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'terms' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AgreementTermsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditInvoiceFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'terms' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'terms' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuesFound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flaggedItems' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedItems' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditFindingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Finding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'impact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lineRefs' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceAuditDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceAudit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceAuditSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'findings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditFindingFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClass' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentClassLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classConfidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'found' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'termsSource' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentTerms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enteredValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documentLines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'vendor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalImpact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitPrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flagged' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditInvoiceFileMutation, AuditInvoiceFileMutationVariables>;
export const SendContactMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendContactMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendContactMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const AnalyzePropertyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnalyzeProperty' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AnalyzePropertyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'analyzeProperty' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyEstimateDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'point' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'county' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysOnMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatusNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOffMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComingSoon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForeclosure' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBankOwned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummarySource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'propertyImages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zillowUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assumptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rationale' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'risk' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxPoints' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'propertyValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loanBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cashFlow' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidenceNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'property' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'propertyType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bathrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livingAreaSqft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearBuilt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'riskFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparisons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotentialLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashOnCash' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensitivity' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'priceSteps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rentSteps' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cells' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'priceChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashOnCashPct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capRatePct' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rerunUntil' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnalyzePropertyMutation, AnalyzePropertyMutationVariables>;
export const PropertyAssumptionDefaultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PropertyAssumptionDefaults' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'propertyAssumptionDefaults' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rationale' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PropertyAssumptionDefaultsQuery, PropertyAssumptionDefaultsQueryVariables>;
export const RerunPropertyAnalysisDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RerunPropertyAnalysis' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'overrides' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AssumptionOverrides' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rerunPropertyAnalysis' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'overrides' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'overrides' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyEstimateDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'point' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'county' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysOnMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatusNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOffMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComingSoon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForeclosure' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBankOwned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummarySource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'propertyImages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zillowUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assumptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rationale' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'risk' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxPoints' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'propertyValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loanBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cashFlow' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidenceNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'property' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'propertyType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bathrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livingAreaSqft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearBuilt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'riskFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparisons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotentialLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashOnCash' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensitivity' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'priceSteps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rentSteps' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cells' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'priceChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashOnCashPct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capRatePct' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rerunUntil' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RerunPropertyAnalysisMutation, RerunPropertyAnalysisMutationVariables>;
export const SolvePropertyTargetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SolvePropertyTarget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TargetInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'solvePropertyTarget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'target' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metric' } },
                { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxPurchasePrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minMonthlyRent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SolvePropertyTargetQuery, SolvePropertyTargetQueryVariables>;
export const SharedPropertyAnalysisDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SharedPropertyAnalysis' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sharedPropertyAnalysis' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'analysis' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisDetails' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'capRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotential' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyEstimateDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'point' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inputsUsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PropertyAnalysisDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PropertyAnalysis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyAnalysisSummary' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'county' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysOnMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'marketStatusNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForSale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isOffMarket' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComingSoon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isForeclosure' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBankOwned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aiSummarySource' } },
          { kind: 'Field', name: { kind: 'Name', value: 'propertyImages' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zillowUrl' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                { kind: 'Field', name: { kind: 'Name', value: 'point' } },
                { kind: 'Field', name: { kind: 'Name', value: 'high' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'metrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'display' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assumptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rationale' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'risk' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxPoints' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projections' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'propertyValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loanBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cashFlow' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidenceNotes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'property' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'propertyType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bathrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'livingAreaSqft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearBuilt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentEstimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PropertyEstimateDetails' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'riskFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comparisons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roiPotentialLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashOnCash' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensitivity' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'priceSteps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rentSteps' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cells' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'priceChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rentChangePct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashOnCashPct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capRatePct' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rerunUntil' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharedPropertyAnalysisQuery, SharedPropertyAnalysisQueryVariables>;
export const CompareRentalMarketsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompareRentalMarkets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locations' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'compareRentalMarkets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locations' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locations' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RentalComparisonDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarketFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MarketFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalComparisonDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalComparison' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'commonMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'places' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'place' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'note' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'values' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareRentalMarketsQuery, CompareRentalMarketsQueryVariables>;
export const RentalMarketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RentalMarket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentalMarket' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'location' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'location' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RentalMarketDetails' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarketFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MarketFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RentalMarketDetails' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RentalMarket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolved' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alternatives' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'place' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'households' } },
                { kind: 'Field', name: { kind: 'Name', value: 'population' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedBy' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'candidates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'query' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'households' } },
                { kind: 'Field', name: { kind: 'Name', value: 'population' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatedPlaces' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'query' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'medianRent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'occupancyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inventoryCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pricePerSqft' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'figures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rentTrends' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'trendGeography' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bedroomRents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bedrooms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'smallAreaFmr' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fmr' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zoriBased' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'homeTypeRents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'popularPropertyTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRent' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'typeMixGeography' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeMixPeriod' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'marketSpeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'figures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'valueContext' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarketFigureFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freshness' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'newestMonth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'staleAfterMonths' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'series' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'series' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'geography' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMonth' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthsBehind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedFor' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'aiSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keyInsights' } },
                { kind: 'Field', name: { kind: 'Name', value: 'marketOutlook' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'primary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'secondary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'methodology' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataGeneration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'metric' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataSourceFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RentalMarketQuery, RentalMarketQueryVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usageCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quota' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trialDaysLeft' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
