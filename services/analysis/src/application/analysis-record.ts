import type { PropertyEstimate } from '@realty/market-data';
import { NO_LISTING_FEED } from '@realty/proto-schemas';
import type { PropertyAnalysis, Metric, UnderwritingResult } from '../domain/index.ts';
import { pct, ratio, sensitivityTable, usd } from '../domain/index.ts';
import type { PropertyProfileInput } from './deal-input.ts';
import type { StoredResult } from '../store/property-analyses.ts';

export function zillowSearchUrl(address: string, zipCode: string): string {
  const slug = `${address} ${zipCode}`
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `https://www.zillow.com/homes/${encodeURIComponent(slug)}_rb/`;
}

function display(m: Metric): string {
  if (m.value === null) return 'n/a';
  switch (m.unit) {
    case 'USD':
    case 'USD/year':
      return usd(m.value);
    case 'USD/month':
      return `${usd(m.value)}/mo`;
    case 'percent':
      return pct(m.value);
    case 'ratio':
      return ratio(m.value);
    case 'multiple':
      return `${ratio(m.value)}x`;
  }
}

function metricList(u: UnderwritingResult) {
  const list: Metric[] = [
    u.income.grossScheduledRent,
    u.income.vacancyLoss,
    u.income.effectiveGrossIncome,
    u.operatingExpenses.propertyTax,
    u.operatingExpenses.insurance,
    u.operatingExpenses.management,
    u.operatingExpenses.maintenance,
    u.operatingExpenses.capexReserve,
    u.operatingExpenses.hoaOther,
    u.operatingExpenses.total,
    u.noi,
    u.capRate,
    u.loanAmount,
    u.monthlyPrincipalAndInterest,
    u.annualDebtService,
    u.monthlyCashFlow,
    u.annualCashFlow,
    u.downPayment,
    u.closingCosts,
    u.totalCashInvested,
    u.cashOnCash,
    u.dscr,
    u.grm,
    u.onePercentRule.ratio,
    u.breakEvenOccupancy,
    u.breakEvenPrice,
    u.breakEvenRent,
    ...u.returns.flatMap((r) => [r.irr, r.equityMultiple]),
  ];
  return list.map((m) => ({ key: m.key, label: m.label, value: m.value, display: display(m), formula: m.formula }));
}

export interface PlaceSummary {
  city: string | null;
  state: string | null;
  county: string | null;
}

/** The stored and served shape of one analysis: the spec's REST fields plus everything that explains them. */
export function toRecord(args: {
  id: string;
  createdAt: Date;
  analysis: PropertyAnalysis;
  place: PlaceSummary | null;
  aiSummary: string;
  aiSummarySource: 'template' | 'openai';
  profile: PropertyProfileInput;
  valueEstimate: PropertyEstimate;
  rentEstimate: PropertyEstimate;
  warnings: string[];
  version: number;
  rerunUntil: Date;
}) {
  const { analysis: a } = args;
  const sources = new Map<
    string,
    { id: string; label: string; asOf: string | null; attribution: string | null; url: string | null }
  >();
  for (const s of [...a.estimatedValue.sources, ...a.monthlyRent.sources])
    sources.set(s.id, { id: s.id, label: s.label, asOf: s.asOf ?? null, attribution: s.label, url: null });
  for (const as of a.assumptions) {
    if (typeof as.source === 'object')
      sources.set(as.source.id, {
        id: as.source.id,
        label: as.source.label,
        asOf: as.source.asOf ?? null,
        attribution: as.source.label,
        url: null,
      });
  }
  return {
    id: args.id,
    createdAt: args.createdAt.toISOString(),
    address: a.address,
    zipCode: a.zipCode,
    place: args.place,
    estimatedValue: a.view.estimatedValue,
    monthlyRent: a.view.monthlyRent,
    capRate: a.view.capRate,
    roiPotential: a.view.roiPotential,
    ...NO_LISTING_FEED,
    aiSummary: args.aiSummary,
    aiSummarySource: args.aiSummarySource,
    propertyImages: [] as string[],
    zillowUrl: zillowSearchUrl(a.address, a.zipCode),
    valueRange: { low: a.estimatedValue.low, point: a.estimatedValue.point, high: a.estimatedValue.high },
    rentRange: { low: a.monthlyRent.low, point: a.monthlyRent.point, high: a.monthlyRent.high },
    metrics: metricList(a.underwriting),
    assumptions: a.assumptions.map((as) => ({
      key: as.key,
      label: as.label,
      value: as.value,
      unit: as.unit,
      source:
        typeof as.source === 'string' ? as.source : `${as.source.label}${as.source.asOf ? ` (${as.source.asOf})` : ''}`,
      sourceId: typeof as.source === 'string' ? null : as.source.id,
      rationale: as.rationale,
    })),
    risk: {
      score: Math.round(a.risk.score),
      level: a.risk.level,
      parts: a.risk.parts.map((p) => ({ ...p, value: p.value === null ? null : String(p.value) })),
    },
    projections: a.underwriting.projection.map((p) => ({
      year: p.year,
      propertyValue: p.propertyValue,
      loanBalance: p.loanBalance,
      equity: p.equity,
      cashFlow: p.cashFlow,
    })),
    sources: [...sources.values()],
    confidence: a.dataConfidence.level,
    confidenceNotes: a.dataConfidence.notes,
    property: args.profile,
    valueEstimate: estimateRecord(args.valueEstimate),
    rentEstimate: estimateRecord(args.rentEstimate),
    riskFlags: a.riskFlags,
    warnings: args.warnings,
    comparisons: a.comparisons,
    roiPotentialLabel: `ROI Potential = ${a.underwriting.input.holdingYears}-year levered IRR (all cash flows and the sale, net of selling costs)`,
    cashOnCash: display(a.underwriting.cashOnCash),
    sensitivity: sensitivityTable(a.underwriting.input),
    version: args.version,
    rerunUntil: args.rerunUntil.toISOString(),
  };
}

function estimateRecord(e: PropertyEstimate) {
  return {
    point: e.point,
    low: e.low,
    high: e.high,
    zipLevel: e.zipLevel,
    asOf: e.asOf,
    method: e.method,
    inputsUsed: e.inputsUsed,
    adjustments: e.adjustments,
    confidence: e.confidence,
    sources: e.sources.map((s) => ({
      id: s.id,
      label: s.label,
      asOf: s.asOf || null,
      attribution: s.label,
      url: null,
    })),
  };
}

export type PropertyAnalysisRecord = ReturnType<typeof toRecord>;

/** A result as written to the store (see StoredResult). */
export function storeResult(result: PropertyAnalysisRecord): string {
  return JSON.stringify(result);
}

/** A stored result as read, whichever way it was written. */
export function readResult(stored: StoredResult): PropertyAnalysisRecord {
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as PropertyAnalysisRecord;
}
