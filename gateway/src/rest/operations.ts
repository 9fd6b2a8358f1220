/**
 * The GraphQL operations behind the REST facade, one per route, selecting exactly the fields
 * the spec's REST answers name (plus ids where a client needs them).
 */
/** Auth's fields of a user, and billing's: login asks for them separately, so a sign-in never waits on billing. */
const ACCOUNT_FIELDS = 'id email firstName lastName role';
export const PLAN_FIELDS = [
  'planType',
  'subscriptionStatus',
  'trialEndDate',
  'usageCount',
  'quota',
  'remaining',
] as const;

/**
 * The whole user in one operation (GET /api/auth/me: billing's fields are nullable, so auth's part survives billing
 * down).
 */
export const ME = `query Me { me { ${ACCOUNT_FIELDS} ${PLAN_FIELDS.join(' ')} } }`;
export const ME_PLAN = `query MePlan { me { id ${PLAN_FIELDS.join(' ')} } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { ${ACCOUNT_FIELDS} } } }`;
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { token user { id email firstName lastName role } } }`;
export const LOGOUT = 'mutation Logout { logout }';
export const LOGOUT_EVERYWHERE = 'mutation LogoutEverywhere { logoutEverywhere }';
export const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id email firstName lastName role } } }`;

// POST /api/analyze-property and the analyzer's other routes live in analysis-routes.ts.

// The spec's fields first; the class, header fields, amounts and evidence lines are added fields.
const AUDIT_FIELDS = `id issuesFound flaggedItems verifiedItems findings { type title description code impact amount lineRefs evidence { line text } }
  documentClass documentClassLabel classConfidence fields { name label value amount confidence line found }
  vendor invoiceNumber invoiceDate total totalImpact summary termsSource
  terms { managementFeePercent managementFeeBasis leasingFeePercentOfRent leasingFeeFlat renewalFee repairMarkupPercent lateFeeAmount lateFeeGraceDays vacancyFee }`;
export const AUDIT_INVOICE = `mutation AuditInvoice($content: String!, $terms: AgreementTermsInput) { auditInvoice(content: $content, terms: $terms) { ${AUDIT_FIELDS} } }`;
export const AUDIT_INVOICE_FILE = `mutation AuditInvoiceFile($file: InvoiceFileInput!, $terms: AgreementTermsInput) { auditInvoiceFile(file: $file, terms: $terms) { ${AUDIT_FIELDS} } }`;

/** Every rental figure carries its geography, period and staleness (added fields; the spec's fields are unchanged). */
const FIGURE = 'key label value unit geography level period sourceId stale note';
export const RENTAL_MARKET = `query RentalMarket($location: String!) { rentalMarket(location: $location) {
  location averageRent medianRent occupancyRate inventoryCount pricePerSqft
  rentTrends { period averageRent changePercent }
  popularPropertyTypes { type percentage averageRent }
  aiSummary { summary keyInsights marketOutlook }
  dataSources { primary secondary methodology }
  dataGeneration { metric explanation }
  place { kind name header state households population matchedBy }
  candidates { kind name query state households population }
  relatedPlaces { kind label query }
  figures { ${FIGURE} }
  trendGeography
  bedroomRents { bedrooms label smallAreaFmr { ${FIGURE} } fmr { ${FIGURE} } zoriBased { ${FIGURE} } }
  homeTypeRents { ${FIGURE} }
  typeMixGeography typeMixPeriod
  marketSpeed { geography level month stale figures { ${FIGURE} } }
  valueContext { ${FIGURE} }
  freshness { newestMonth staleAfterMonths series { series geography lastMonth monthsBehind stale usedFor } } } }`;

export const SEND_CONTACT = `mutation SendContact($input: ContactInput!) { sendContactMessage(input: $input) { ok id } }`;
export const CREATE_PAYMENT_INTENT = `mutation CreatePaymentIntent($amount: Float) { createPaymentIntent(amount: $amount) { clientSecret } }`;
export const CREATE_SUBSCRIPTION = `mutation CreateSubscription($planType: String) { createSubscription(planType: $planType) { clientSecret } }`;

export const PROPERTY_HISTORY = `query PropertyHistory { myPropertyAnalyses { id createdAt address zipCode estimatedValue monthlyRent capRate roiPotential } }`;
export const INVOICE_HISTORY = `query InvoiceHistory { myInvoiceAudits { id createdAt issuesFound flaggedItems verifiedItems } }`;

export const ADMIN_STATS = `query AdminStats { adminStats { totalUsers activeTrials paidSubscribers totalRevenue usageThisMonth signupsThisWeek } }`;
export const ADMIN_USERS = `query AdminUsers { adminUsers { id firstName lastName email planType subscriptionStatus usageCount createdAt trialEndDate } }`;

type Obj = Record<string, unknown>;
export interface LoginData {
  login: { token: string; user: Obj };
}
export interface RegisterData {
  register: Obj;
}
export interface ChangePasswordData {
  changePassword: Obj;
}
export interface AuditData {
  auditInvoice: Obj;
}
export interface AuditFileData {
  auditInvoiceFile: Obj;
}
export interface RentalData {
  rentalMarket: Obj & { dataGeneration: { metric: string; explanation: string }[] };
}
export interface ContactData {
  sendContactMessage: { ok: boolean; id: string };
}
export interface PaymentIntentData {
  createPaymentIntent: { clientSecret: string };
}
export interface SubscriptionData {
  createSubscription: { clientSecret: string };
}
export interface PropertyHistoryData {
  myPropertyAnalyses: Obj[];
}
export interface InvoiceHistoryData {
  myInvoiceAudits: Obj[];
}
export interface AdminStatsData {
  adminStats: Obj;
}
export interface AdminUsersData {
  adminUsers: Obj[];
}
