import { Button, DataTable, Flex, Heading, Table } from '@/components/ui';
import { PORTFOLIO_COLUMNS } from './portfolio-columns';
import type { PortfolioRow } from './portfolio-rows';

/** The picked properties side by side: one column per property, one row per figure. */
export function PortfolioCompare({ rows, onClose }: { rows: readonly PortfolioRow[]; onClose: () => void }) {
  return (
    <section aria-labelledby="portfolio-compare-title" data-testid="portfolio-compare" style={{ marginTop: 16 }}>
      <Flex justify="between" align="center" mb="2">
        <Heading as="h3" size="3" id="portfolio-compare-title">
          Side by side
        </Heading>
        <Button type="button" variant="soft" size="1" onClick={onClose}>
          Close comparison
        </Button>
      </Flex>
      <DataTable headings={['Figure', ...rows.map((r) => r.address)]}>
        {PORTFOLIO_COLUMNS.filter((c) => c.key !== 'address').map((c) => (
          <Table.Row key={c.key}>
            <Table.RowHeaderCell>{c.label}</Table.RowHeaderCell>
            {rows.map((r) => (
              <Table.Cell key={r.id} className="num">
                {c.show(r)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </DataTable>
    </section>
  );
}
