/**
 * Plain data shapes shared by the parser, the rules and the audit. Dates are ISO calendar dates
 * ('YYYY-MM-DD') because invoices carry days, not instants, and string comparison then orders them.
 */

/** Where a charge sits: in the item table, or among the adjustments between the subtotal and the total. */
export type ItemSection = 'body' | 'summary';

export interface LineItem {
  /** 1-based line number in the source text where the item starts; it identifies the item in findings. */
  lineNumber: number;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  /** The extended amount as printed; negative for credits and discounts. */
  amount: number;
  /** The per-line service date when the invoice prints one. */
  date: string | null;
  section: ItemSection;
}

/** Figures printed on the invoice that are not charges but that fee rules need, e.g. the rent a fee is based on. */
export interface InvoiceContext {
  rentCollected: number | null;
  monthlyRent: number | null;
  /** A markup percentage the vendor disclosed or agreed to, e.g. 'Contract markup on materials: 10%'. */
  disclosedMarkupPercent: number | null;
}

export interface ParsedInvoice {
  vendor: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  serviceDates: string[];
  billTo: string | null;
  property: string | null;
  /** Two-letter US state found in the property or bill-to address. */
  state: string | null;
  lineItems: LineItem[];
  /** Charges and credits listed between the subtotal and the total (fees, discounts). */
  fees: LineItem[];
  subtotal: TotalLine | null;
  tax: TaxLine | null;
  total: TotalLine | null;
  amountPaid: TotalLine | null;
  balanceDue: TotalLine | null;
  context: InvoiceContext;
  /** 'csv' when the text was read as comma-separated rows, otherwise 'text'. */
  layout: 'csv' | 'text';
}

export interface TotalLine {
  amount: number;
  lineNumber: number;
}

export interface TaxLine extends TotalLine {
  /** Percent, e.g. 8.25 for 8.25 %, when printed. */
  ratePercent: number | null;
}

export type FindingType = 'error' | 'warning' | 'info';

export interface Finding {
  type: FindingType;
  code: FindingCode;
  title: string;
  /** Names the line(s) and the rule or benchmark applied, in plain language. */
  description: string;
  /** Source line numbers the finding is about; line items are matched by their lineNumber. */
  lineRefs: number[];
  /** Dollars the owner may be overpaying because of this finding; 0 when the problem costs nothing directly. */
  impact: number;
  /** The source lines the finding rests on, quoted; filled by the audit from lineRefs. */
  evidence?: EvidenceLine[];
}

export interface EvidenceLine {
  line: number;
  text: string;
}

export type FindingCode =
  | 'DUPLICATE.LINE_ITEM'
  | 'DUPLICATE.SIMILAR_LINE_ITEM'
  | 'DUPLICATE.INVOICE_NUMBER'
  | 'ARITHMETIC.LINE_EXTENSION'
  | 'ARITHMETIC.SUBTOTAL'
  | 'ARITHMETIC.TAX_RATE'
  | 'ARITHMETIC.TOTAL'
  | 'ARITHMETIC.BALANCE'
  | 'FEES.MANAGEMENT_FEE_ABOVE_RANGE'
  | 'TERMS.DOCUMENT_DIFFERS'
  | 'FEES.LEASING_FEE_ABOVE_ONE_MONTH'
  | 'FEES.RENEWAL_FEE_HIGH'
  | 'FEES.MARKUP_ABOVE_DISCLOSED'
  | 'FEES.MARKUP_ABOVE_TYPICAL'
  | 'FEES.JUNK_FEE'
  | 'FEES.LATE_FEE_ABOVE_STATE_CAP'
  | 'FEES.TRIP_CHARGE_HIGH'
  | 'FEES.EMERGENCY_SURCHARGE_HIGH'
  | 'BILLING.FUTURE_INVOICE_DATE'
  | 'BILLING.FUTURE_SERVICE_DATE'
  | 'BILLING.SERVICE_AFTER_INVOICE_DATE'
  | 'BILLING.MISSING_INVOICE_NUMBER'
  | 'BILLING.MISSING_VENDOR'
  | 'BILLING.ROUND_AMOUNTS'
  | 'BILLING.SPLIT_BELOW_APPROVAL_THRESHOLD'
  | 'BILLING.SALES_TAX_ON_LABOUR'
  | 'BILLING.UNEXPLAINED_MISCELLANEOUS'
  | 'PARSE.NO_LINE_ITEMS'
  | 'ARITHMETIC.STATEMENT_RECONCILIATION'
  | 'ARITHMETIC.STATEMENT_SUBTOTAL'
  | 'ARITHMETIC.LEDGER_BALANCE'
  | 'FEES.MANAGEMENT_FEE_ON_SCHEDULED_RENT'
  | 'FEES.MANAGEMENT_FEE_ABOVE_AGREEMENT'
  | 'FEES.MANAGEMENT_FEE_MISCALCULATED'
  | 'FEES.FEE_ON_VACANT_UNIT'
  | 'FEES.LEASING_FEE_ON_RENEWAL'
  | 'FEES.RENEWAL_FEE_ON_NEW_LEASE'
  | 'FEES.LEASING_FEE_ABOVE_AGREEMENT'
  | 'FEES.RENEWAL_FEE_ABOVE_AGREEMENT'
  | 'FEES.MARKUP_ABOVE_AGREEMENT'
  | 'FEES.LATE_FEE_IN_GRACE_PERIOD'
  | 'FEES.LATE_FEE_ABOVE_AGREEMENT'
  | 'EINVOICE.EMBEDDED_DATA'
  | 'EINVOICE.TEXT_DIFFERS';

export interface PreviousInvoice {
  invoiceNumber: string;
  vendor?: string;
  auditedAt: string;
}

/** What every rule receives: the parsed invoice plus the caller's facts about the world. */
export interface RuleInput {
  parsed: ParsedInvoice;
  /** Today as 'YYYY-MM-DD'; passed in so that audits are reproducible. */
  today: string;
  previousInvoices: PreviousInvoice[];
  /** Two-letter state used by state-specific rules; the caller's value wins over the one parsed. */
  state: string | null;
  /** The management agreement's terms the user entered (empty when none). */
  terms: AgreementTerms;
}

export type Rule = (input: RuleInput) => Finding[];

/** The management agreement's terms a user may enter (terms/agreement-terms.ts holds the norms beside them). */
export type FeeBasis = 'collected' | 'scheduled';

export interface AgreementTerms {
  /** Management fee as a percent of rent, e.g. 8 for 8%. */
  managementFeePercent?: number | null;
  /** Whether the percentage applies to rent collected (the usual contract) or rent scheduled. */
  managementFeeBasis?: FeeBasis | null;
  /** Leasing (tenant-placement) fee as a percent of one month's rent. */
  leasingFeePercentOfRent?: number | null;
  /** Leasing fee as a flat dollar amount; used when no percentage is given. */
  leasingFeeFlat?: number | null;
  /** Lease-renewal fee in dollars. */
  renewalFee?: number | null;
  /** Markup allowed on repair materials and vendor bills, in percent (0 = at cost). */
  repairMarkupPercent?: number | null;
  /** Late fee the lease allows, in dollars. */
  lateFeeAmount?: number | null;
  /** Days after the due date before a late fee may be charged. */
  lateFeeGraceDays?: number | null;
  /** Dollars the manager may charge for a vacant unit per month (0 = no fee while vacant). */
  vacancyFee?: number | null;
}
