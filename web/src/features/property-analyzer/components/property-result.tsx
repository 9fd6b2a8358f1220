import { lazy, Suspense, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Card,
  DataTable,
  ExternalLink,
  Flex,
  Grid,
  Heading,
  LabelValueRow,
  SectionCard,
  StackList,
  StatTile,
  Table,
  Text,
} from '@/components/ui';
import { DataSources, ZILLOW_ATTRIBUTION } from '@/components/tools/data-sources';
import { formatCurrency, formatDate } from '@/lib/format';
import type { DemoAnalysisResult, FullAnalysis, PropertyAnalysisResult } from '../api/analyze-property';
import { DealInsights } from './deal-insights';
import { RerunForm, TargetSolver } from './scenario-tools';
import { LazyProjectionChart, LazyRangeBands, LazyRiskBar, LazySensitivityHeatmap } from './lazy-analysis-charts';
import { formatAssumption, formatRiskValue } from './format-assumption';
import { MarketStatusBadge } from './market-status-badge';

// The owner's report actions load with a result only: the tool page's first load (the visitors' demo) carries none of
// them.
const ReportActions = lazy(() => import('./report-actions').then((m) => ({ default: m.ReportActions })));

const RISK_COLORS: Record<string, 'green' | 'amber' | 'orange' | 'red'> = {
  low: 'green',
  moderate: 'amber',
  medium: 'amber',
  elevated: 'orange',
  high: 'red',
  'very high': 'red',
};

function RangeBar({
  label,
  low,
  point,
  high,
  suffix = '',
}: {
  label: string;
  low: number;
  point: number;
  high: number;
  suffix?: string;
}) {
  const span = high - low || 1;
  const at = Math.min(100, Math.max(0, ((point - low) / span) * 100));
  return (
    <Box>
      <LabelValueRow mb="1" gap="0" label={label} value={`${formatCurrency(point)}${suffix}`} />
      <div className="bar-track" style={{ position: 'relative' }} aria-hidden>
        <div className="bar-fill" style={{ width: '100%', opacity: 0.25 }} />
        <div
          style={{
            position: 'absolute',
            top: -3,
            left: `calc(${at}% - 7px)`,
            width: 14,
            height: 14,
            borderRadius: 7,
            background: 'var(--accent-9)',
          }}
        />
      </div>
      <Flex justify="between" mt="1">
        <Text size="1" color="gray" className="num">
          Low {formatCurrency(low)}
          {suffix}
        </Text>
        <Text size="1" color="gray" className="num">
          High {formatCurrency(high)}
          {suffix}
        </Text>
      </Flex>
    </Box>
  );
}

function RangeBars({ result }: { result: PropertyAnalysisResult | DemoAnalysisResult }) {
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="5">
      <RangeBar
        label="Value range"
        low={result.valueRange.low}
        point={result.valueRange.point}
        high={result.valueRange.high}
      />
      <RangeBar
        label="Rent range"
        low={result.rentRange.low}
        point={result.rentRange.point}
        high={result.rentRange.high}
        suffix="/mo"
      />
    </Grid>
  );
}

/** An analysis with its property-level parts (those stored before deal inputs existed have none). */
function fullAnalysis(result: PropertyAnalysisResult): FullAnalysis | null {
  const { valueEstimate, rentEstimate, sensitivity } = result;
  return valueEstimate && rentEstimate && sensitivity ? { ...result, valueEstimate, rentEstimate, sensitivity } : null;
}

export function PropertyResult({
  result,
  demo = false,
  readOnly = false,
  actions,
  onChange,
}: {
  result: PropertyAnalysisResult | DemoAnalysisResult;
  demo?: boolean;
  /** A shared copy: figures only, no scenario tools. */
  readOnly?: boolean;
  /** Replaces the owner's report actions (Download PDF, Share), e.g. on a shared copy. */
  actions?: ReactNode;
  onChange?: (r: PropertyAnalysisResult) => void;
}) {
  const full = 'valueEstimate' in result ? fullAnalysis(result) : null;
  const riskColor = RISK_COLORS[result.risk.level.toLowerCase()] ?? 'gray';
  const place = [result.place?.city, result.place?.state].filter(Boolean).join(', ');

  return (
    <Flex direction="column" gap="4" data-testid="property-result">
      <Card size={{ initial: '2', sm: '4' }}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="6">
                {result.address}
              </Heading>
              <Text color="gray" size="2">
                {[place, result.zipCode].filter(Boolean).join(' ')}
                {demo ? '' : ` · Analyzed ${formatDate(result.createdAt)}`}
              </Text>
            </Box>
            <ExternalLink href={result.zillowUrl}>View listing on Zillow</ExternalLink>
          </Flex>
          {actions ??
            (demo || readOnly ? null : (
              <Suspense fallback={null}>
                <ReportActions analysisId={result.id} />
              </Suspense>
            ))}
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2" weight="medium">
              Market Status
            </Text>
            <MarketStatusBadge status={result.marketStatus} />
            <Text size="2" color="gray">
              Days on market: {result.daysOnMarket ?? 'n/a'}
            </Text>
          </Flex>
          {result.marketStatusNote ? (
            <Text as="p" size="2" color="gray" data-testid="market-status-note">
              {result.marketStatusNote}
            </Text>
          ) : null}
          <Grid columns={{ initial: '2', md: '4' }} gap="3">
            <StatTile label="Estimated Value" value={formatCurrency(result.estimatedValue)} />
            <StatTile label="Monthly Rent" value={formatCurrency(result.monthlyRent)} />
            <StatTile label="Cap Rate" value={result.capRate} />
            <StatTile label="ROI Potential" value={result.roiPotential} />
          </Grid>
          {full ? (
            <LazyRangeBands result={full} fallback={<RangeBars result={result} />} />
          ) : (
            <RangeBars result={result} />
          )}
          <Box>
            <Flex gap="2" align="center" mb="2">
              <Heading as="h3" size="4">
                AI Investment Analysis
              </Heading>
              <Badge color="gray" variant="soft">
                {result.aiSummarySource === 'openai'
                  ? 'Written by AI from the computed figures'
                  : 'Written from the computed figures'}
              </Badge>
            </Flex>
            {result.aiSummary.split(/\n{2,}/).map((paragraph) => (
              <Text as="p" key={paragraph.slice(0, 48)} mb="2">
                {paragraph}
              </Text>
            ))}
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" weight="medium">
              Confidence:
            </Text>
            <Badge color={result.confidence === 'high' ? 'green' : result.confidence === 'low' ? 'red' : 'amber'}>
              {result.confidence.toUpperCase()}
            </Badge>
            {result.confidenceNotes.map((note) => (
              <Text key={note} size="1" color="gray">
                {note}
              </Text>
            ))}
          </Flex>
        </Flex>
      </Card>
      {full ? <DealInsights result={full} /> : null}
      {full && !demo && !readOnly ? <TargetSolver result={full} /> : null}
      {full ? (
        <SectionCard
          title="Sensitivity"
          introSize="2"
          intro="Cash-on-cash when the price (rows) and the rent (columns) move; the data table adds the cap rate."
        >
          <LazySensitivityHeatmap result={full} />
        </SectionCard>
      ) : null}
      {full && !demo && !readOnly && onChange ? <RerunForm result={full} onChange={onChange} /> : null}

      <SectionCard
        title="Metrics and how they are computed"
        intro="Every figure with the formula and the numbers that produced it."
        introSize="2"
      >
        <DataTable headings={['Metric', 'Value', 'Formula']}>
          {result.metrics.map((m) => (
            <Table.Row key={m.key}>
              <Table.RowHeaderCell>{m.label}</Table.RowHeaderCell>
              <Table.Cell className="num" style={{ whiteSpace: 'nowrap' }}>
                {m.display}
              </Table.Cell>
              <Table.Cell>
                <span className="formula">{m.formula}</span>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </SectionCard>

      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <SectionCard
          title="Assumptions"
          intro="The inputs of the underwriting, where each came from and why."
          introSize="2"
        >
          <StackList items={result.assumptions} keyOf={(a) => a.key}>
            {(a) => (
              <>
                <LabelValueRow label={a.label} value={formatAssumption(a.value, a.unit)} />
                <Text as="p" size="1" color="gray">
                  {a.rationale} <em>Source: {a.source}</em>
                </Text>
              </>
            )}
          </StackList>
        </SectionCard>

        <SectionCard title="Risk score">
          <Flex align="baseline" gap="2" mb="3">
            <Text size="7" weight="bold" color={riskColor === 'gray' ? undefined : riskColor} data-testid="risk-score">
              {result.risk.score}
            </Text>
            <Text color="gray">/ 100</Text>
            <Badge color={riskColor}>{result.risk.level.toUpperCase()} RISK</Badge>
          </Flex>
          {full ? (
            <Box mb="3">
              <LazyRiskBar result={full} />
            </Box>
          ) : null}
          <StackList items={result.risk.parts} keyOf={(part) => part.name}>
            {(part) => (
              <>
                <LabelValueRow
                  gap="0"
                  label={
                    <>
                      {part.name}
                      {part.value ? <Text color="gray"> ({formatRiskValue(part.value)})</Text> : null}
                    </>
                  }
                  value={`${Math.round(part.points * 10) / 10} / ${part.maxPoints}`}
                />
                <div className="bar-track" aria-hidden>
                  <div
                    className="bar-fill"
                    style={{
                      width: `${part.maxPoints ? Math.min(100, (part.points / part.maxPoints) * 100) : 0}%`,
                      background: 'var(--amber-9)',
                    }}
                  />
                </div>
                <Text as="p" size="1" color="gray" mt="1">
                  {part.explanation}
                </Text>
              </>
            )}
          </StackList>
        </SectionCard>
      </Grid>

      {result.projections.length > 0 ? (
        <SectionCard
          title="Projections"
          intro="Year by year with the assumed rent growth and appreciation."
          introSize="2"
        >
          {full ? (
            <LazyProjectionChart result={full} />
          ) : (
            <DataTable headings={['Year', 'Property value', 'Loan balance', 'Equity', 'Cash flow']}>
              {result.projections.map((p) => (
                <Table.Row key={p.year}>
                  <Table.RowHeaderCell>{p.year}</Table.RowHeaderCell>
                  <Table.Cell className="num">{formatCurrency(p.propertyValue)}</Table.Cell>
                  <Table.Cell className="num">{formatCurrency(p.loanBalance)}</Table.Cell>
                  <Table.Cell className="num">{formatCurrency(p.equity)}</Table.Cell>
                  <Table.Cell className="num">
                    <Text color={p.cashFlow < 0 ? 'red' : 'green'}>{formatCurrency(p.cashFlow)}</Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
        </SectionCard>
      ) : null}

      <DataSources sources={result.sources} />
      <Text size="1" color="gray">
        {ZILLOW_ATTRIBUTION}. Estimates from public data and the assumptions above; not investment advice.
      </Text>
    </Flex>
  );
}
