import type { AdminStats, AdminUserRecord, BulkJobProgress, PropertyHeadline } from '@realty/proto-schemas';

/**
 * What the REST facade promises to answer: the fields the product spec names for each route (sections 3 and 7), plus
 * the added fields clients of ours read. Each route's answer is typed by one of these, so a change of its .graphql
 * document or of the schema that drops, renames or retypes a promised field fails the typecheck instead of changing
 * the JSON. Fields beyond these are added fields the routes pass on as the operation selects them.
 */

/** GET /api/auth/me, and the user of login: auth's fields and billing's (null while billing is down). */
export interface UserAnswer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  planType: string | null;
  subscriptionStatus: string | null;
  trialEndDate: string | null;
  usageCount: number | null;
}

/** POST /api/auth/register and /api/auth/change-password: a token and the account. */
export interface SessionAnswer {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; role: string };
}

/** POST /api/analyze-property (and a re-run or a shared link of one): a history record's figures and more. */
export interface PropertyAnalysisAnswer extends PropertyHistoryRecord {
  id: string;
  marketStatus: string;
  daysOnMarket: number | null;
  isForSale: boolean;
  isForRent: boolean;
  isPending: boolean;
  isOffMarket: boolean;
  isComingSoon: boolean;
  isForeclosure: boolean;
  isBankOwned: boolean;
  aiSummary: string;
  propertyImages: string[];
  zillowUrl: string;
}

/** GET /api/user/property-analyses: one history record. */
export interface PropertyHistoryRecord extends PropertyHeadline {
  createdAt: string;
}

/** POST /api/audit-invoice. */
export interface InvoiceAuditAnswer {
  id: string;
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  findings: Array<{ type: string; title: string; description: string }>;
}

/** GET /api/user/invoice-audits: one history record. */
export interface InvoiceHistoryRecord {
  createdAt: string;
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
}

/** POST /api/rental-market-data. */
export interface RentalMarketAnswer {
  location: string;
  averageRent: number | null;
  medianRent: number | null;
  occupancyRate: number | null;
  inventoryCount: number | null;
  pricePerSqft: number | null;
  rentTrends: Array<{ period: string; averageRent: number; changePercent: number | null }>;
  popularPropertyTypes: Array<{ type: string; percentage: number; averageRent: number | null }>;
  aiSummary: { summary: string; keyInsights: string[]; marketOutlook: string };
  dataSources: { primary: string; secondary: string; methodology: string };
  /** Metric name to explanation. */
  dataGeneration: Record<string, string>;
}

/** POST /api/create-payment-intent and /api/create-subscription. */
export interface ClientSecretAnswer {
  clientSecret: string;
}

/** GET /api/admin/stats. */
export type AdminStatsAnswer = AdminStats;

/** GET /api/admin/users: one record. */
export type { AdminUserRecord };

/** POST /api/bulk-upload waiting for its answer. */
export interface BulkUploadAnswer {
  processed: number;
  failed: number;
  skipped: number;
  reason: string | null;
  errors: Array<{ line: number; message: string }>;
}

/** A bulk job (202 of an upload in job mode, GET /api/bulk-jobs/:id, a cancel, every event of its stream). */
export type BulkJobAnswer = BulkJobProgress;
