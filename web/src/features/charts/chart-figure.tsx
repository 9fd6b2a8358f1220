import { useId, useState, type ReactNode } from 'react';
import { Button, DataTable, Flex, Table, Text } from '@/components/ui';

/** A chart's numbers as a table: the first cell of each row heads the row. */
export interface ChartTable {
  headings: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}

interface ChartFigureProps {
  /** The chart's accessible name (what a screen reader announces for the image). */
  name: string;
  /** The text alternative: what the chart shows, in a sentence or two, read with the image and shown under it. */
  summary: string;
  /** The drawing's coordinate box; the SVG scales to the width it is given. */
  width: number;
  height: number;
  table: ChartTable;
  /** A legend or notes under the drawing (plain HTML, so it reads and wraps like text). */
  legend?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * Every chart's frame: an SVG with role="img", its accessible name and the summary as its description, the
 * summary shown as the caption, and the chart's data as a table one click away ("Show data table").
 */
export function ChartFigure({ name, summary, width, height, table, legend, testId, children }: ChartFigureProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <figure className="chart-figure" data-testid={testId}>
      <svg
        role="img"
        aria-label={name}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${width} ${height}`}
        className="chart-svg"
        preserveAspectRatio="xMidYMid meet"
      >
        {children}
      </svg>
      {legend}
      <figcaption>
        <Text as="p" size="2" color="gray" id={`${id}-summary`} mt="2">
          {summary}
        </Text>
      </figcaption>
      <Flex mt="2">
        <Button
          type="button"
          variant="soft"
          size="1"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((s) => !s)}
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
      </Flex>
      <div id={`${id}-table`} hidden={!showTable}>
        {showTable ? (
          <DataTable headings={table.headings} aria-label={`${name}: data`}>
            {table.rows.map((row, r) => (
              <Table.Row key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <Table.RowHeaderCell key={c}>{cell}</Table.RowHeaderCell>
                  ) : (
                    <Table.Cell key={c} className="num">
                      {cell}
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            ))}
          </DataTable>
        ) : null}
      </div>
    </figure>
  );
}

/** A legend entry: a swatch (filled, or a line when `line`) and its label. */
export function LegendItem({
  color,
  label,
  line = false,
  dashed = false,
}: {
  color: string;
  label: string;
  line?: boolean;
  dashed?: boolean;
}) {
  return (
    <span className="chart-legend-item">
      <svg width="16" height="10" aria-hidden focusable="false">
        {line ? (
          <line
            x1="0"
            y1="5"
            x2="16"
            y2="5"
            stroke={color}
            strokeWidth="2.5"
            strokeDasharray={dashed ? '4 3' : undefined}
          />
        ) : (
          <rect width="16" height="10" rx="2" fill={color} />
        )}
      </svg>
      {label}
    </span>
  );
}

export function Legend({ children }: { children: ReactNode }) {
  return <div className="chart-legend">{children}</div>;
}
