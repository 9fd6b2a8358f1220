import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Card, DataTable, Flex, Heading, InputField, Table, Text } from '@/components/ui';
import { formatCurrency, formatPercent } from '@/lib/format';
import { PORTFOLIO_COLUMNS } from './portfolio-columns';
import { PortfolioAnalysesDocument } from '@/__generated__/graphql';
import { PortfolioCompare } from './portfolio-compare';
import { sortAndFilter, toPortfolioRows, type PortfolioRow, type SortKey } from './portfolio-rows';

// The scatter's code loads only when the Properties tab shows the portfolio.
const ScatterChart = lazy(() => import('@/features/charts').then((m) => ({ default: m.ScatterChart })));

const PAGE = 500;
const MAX_COMPARE = 4;

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof PORTFOLIO_COLUMNS)[number];
  sort: { key: SortKey; descending: boolean };
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column.key;
  return (
    <Table.ColumnHeaderCell
      key={column.key}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
        {column.label}
        <span aria-hidden>{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </Table.ColumnHeaderCell>
  );
}

/**
 * Every analysed property in one table, sortable by any figure and filtered by address or ZIP; a scatter of
 * price against cash-on-cash; and 2-4 ticked properties compared side by side.
 */
export function PortfolioView() {
  const query = useQuery(PortfolioAnalysesDocument, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'cashOnCash', descending: true });
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const all = toPortfolioRows(query.data?.myPropertyAnalysesConnection.nodes ?? []);
  if (all.length === 0) return null;
  const rows = sortAndFilter(all, sort.key, sort.descending, filter);
  const onSort = (key: SortKey) =>
    setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'address' && key !== 'risk' }));
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < MAX_COMPARE ? [...p, id] : p));
  const plotted = rows.filter(
    (r): r is PortfolioRow & { price: number; cashOnCash: number } => r.price !== null && r.cashOnCash !== null,
  );
  const best = [...plotted].sort((a, b) => b.cashOnCash - a.cashOnCash)[0];

  return (
    <Card size={{ initial: '2', sm: '3' }} data-testid="portfolio">
      <Heading as="h2" size="4" mb="1">
        Portfolio
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Every analysed property
        {query.data?.myPropertyAnalysesConnection.pageInfo.hasNextPage ? ` (the latest ${PAGE})` : ''}, with the figures
        of its own analysis. Sort by any column; tick 2 to 4 to compare.
      </Text>
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <div style={{ width: 260 }}>
          <InputField
            label="Filter by address or ZIP"
            name="portfolio-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <Button type="button" disabled={picked.length < 2} onClick={() => setComparing(true)}>
          Compare ({picked.length})
        </Button>
      </Flex>
      <DataTable
        aria-label="Portfolio"
        headings={[
          <Table.ColumnHeaderCell key="pick">Compare</Table.ColumnHeaderCell>,
          ...PORTFOLIO_COLUMNS.map((c) => <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />),
        ]}
      >
        {rows.map((r) => (
          <Table.Row key={r.id} data-testid="portfolio-row">
            <Table.Cell>
              <input
                type="checkbox"
                aria-label={`Compare ${r.address}`}
                checked={picked.includes(r.id)}
                disabled={!picked.includes(r.id) && picked.length >= MAX_COMPARE}
                onChange={() => toggle(r.id)}
              />
            </Table.Cell>
            {PORTFOLIO_COLUMNS.map((c) =>
              c.key === 'address' ? (
                <Table.RowHeaderCell key={c.key}>{c.show(r)}</Table.RowHeaderCell>
              ) : (
                <Table.Cell key={c.key} className="num" style={{ whiteSpace: 'nowrap' }}>
                  {c.show(r)}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </DataTable>
      {comparing && picked.length >= 2 ? (
        <PortfolioCompare rows={all.filter((r) => picked.includes(r.id))} onClose={() => setComparing(false)} />
      ) : null}
      {plotted.length > 0 && best ? (
        <Flex direction="column" mt="4">
          <Heading as="h3" size="3" mb="2">
            Price against cash-on-cash
          </Heading>
          <Suspense fallback={null}>
            <ScatterChart
              name="Price against cash-on-cash, one point per property (scatter plot)"
              summary={`${plotted.length} propert${plotted.length > 1 ? 'ies' : 'y'}; the highest cash-on-cash is ${formatPercent(best.cashOnCash)} at ${best.address} for ${formatCurrency(best.price)}. ${plotted.filter((p) => p.cashOnCash < 0).length} have negative cash-on-cash.`}
              points={plotted.map((r) => ({ id: r.id, label: r.address, x: r.price, y: r.cashOnCash }))}
              xLabel="Price"
              yLabel="Cash-on-cash"
              formatX={formatCurrency}
              formatY={formatPercent}
              highlighted={new Set(picked)}
              testId="portfolio-scatter"
            />
          </Suspense>
        </Flex>
      ) : null}
    </Card>
  );
}
