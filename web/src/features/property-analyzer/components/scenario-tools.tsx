import { useState } from 'react';
import { DEAL_ASSUMPTION_FIELDS, type DealField } from '@realty/proto-schemas';
import { Button, Flex, InputField, SectionCard, Text } from '@/components/ui';
import { errorMessage } from '@/lib/graphql-errors';
import { formatCurrency, formatDate } from '@/lib/format';
import type { PropertyAnalysisResult } from '../api/analyze-property';
import { useRerunAnalysis, useSolveTarget } from '../api/deal-operations';
import { toDealInput, type DealText } from './deal-fields';

// What-ifs on a stored analysis, none of which uses another analysis: change assumptions and re-run (free
// for 24 hours, same analysis, new version) and the target solver (the sensitivity grid is a chart, ./analysis-charts).

const EDITABLE = new Set<string>(DEAL_ASSUMPTION_FIELDS);

export function RerunForm({
  result,
  onChange,
}: {
  result: PropertyAnalysisResult;
  onChange: (r: PropertyAnalysisResult) => void;
}) {
  const [rerun, { loading }] = useRerunAnalysis();
  const editable = result.assumptions.filter((a) => EDITABLE.has(a.key));
  const [text, setText] = useState<DealText>({});
  const [errors, setErrors] = useState<DealText>({});
  const [failure, setFailure] = useState<string | null>(null);
  const current = Object.fromEntries(editable.map((a) => [a.key, String(Math.round(a.value * 100) / 100)])) as DealText;
  const shown = { ...current, ...text };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(text).filter(([k, v]) => v !== current[k as DealField]),
    ) as DealText;
    const deal = toDealInput(changed, []);
    if ('errors' in deal) return setErrors(deal.errors);
    setErrors({});
    try {
      const { data } = await rerun({ variables: { id: result.id, overrides: deal.input } });
      if (data) onChange(data.rerunPropertyAnalysis);
      setText({});
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <SectionCard
      title="Change assumptions"
      introSize="2"
      intro={`Re-running this analysis is free until ${formatDate(result.rerunUntil)} (version ${result.version}).`}
    >
      <form onSubmit={submit} aria-label="Change assumptions">
        <Flex wrap="wrap" gap="3">
          {editable.map((a) => (
            <div key={a.key} style={{ width: 180 }}>
              <InputField
                label={`${a.label} (${a.unit})`}
                name={`rerun-${a.key}`}
                value={shown[a.key as DealField] ?? ''}
                error={errors[a.key as DealField]}
                onChange={(ev) => setText((t) => ({ ...t, [a.key]: ev.target.value }))}
              />
            </div>
          ))}
        </Flex>
        <Flex gap="3" mt="3" align="center">
          <Button type="submit" disabled={loading}>
            {loading ? 'Re-running...' : 'Re-run (free)'}
          </Button>
          {failure ? (
            <Text color="red" size="2" role="alert">
              {failure}
            </Text>
          ) : null}
        </Flex>
      </form>
    </SectionCard>
  );
}

const METRICS = [
  { value: 'cashOnCash', label: 'Cash-on-cash (%)' },
  { value: 'capRate', label: 'Cap rate (%)' },
  { value: 'dscr', label: 'DSCR' },
  { value: 'irr', label: 'IRR (%)' },
];

export function TargetSolver({ result }: { result: PropertyAnalysisResult }) {
  const [metric, setMetric] = useState('cashOnCash');
  const [target, setTarget] = useState('8');
  const [solve, { data, loading, error }] = useSolveTarget();
  const solution = data?.solvePropertyTarget;
  return (
    <SectionCard
      title="Target-return solver"
      introSize="2"
      intro="The highest price and the lowest rent that reach your target, every other assumption unchanged. Free."
    >
      <form
        aria-label="Target-return solver"
        onSubmit={(e) => {
          e.preventDefault();
          void solve({ variables: { id: result.id, target: { metric, value: Number(target) } } });
        }}
      >
        <Flex gap="3" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text asChild size="2" weight="medium">
              <label htmlFor="solver-metric">Target</label>
            </Text>
            <select
              id="solver-metric"
              value={metric}
              onChange={(e) => setMetric(e.target.value)}
              style={{ height: 40 }}
            >
              {METRICS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </Flex>
          <div style={{ width: 120 }}>
            <InputField
              label="Value"
              name="solver-value"
              inputMode="decimal"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={loading}>
            Solve
          </Button>
        </Flex>
      </form>
      {error ? (
        <Text color="red" size="2" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
      {solution ? (
        <Flex direction="column" gap="1" mt="3" data-testid="solver-result">
          <Text size="3" weight="bold">
            Maximum price:{' '}
            <span data-testid="solver-price">
              {solution.maxPurchasePrice === null ? 'none reaches it' : formatCurrency(solution.maxPurchasePrice)}
            </span>
          </Text>
          <Text size="3" weight="bold">
            Minimum rent:{' '}
            {solution.minMonthlyRent === null ? 'none reaches it' : `${formatCurrency(solution.minMonthlyRent)}/mo`}
          </Text>
          <Text size="2" color="gray">
            {solution.explanation}
          </Text>
        </Flex>
      ) : null}
    </SectionCard>
  );
}
