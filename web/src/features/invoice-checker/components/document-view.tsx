import { useEffect, useRef } from 'react';
import { Heading, Text } from '@/components/ui';

export interface DocumentLine {
  line: number;
  text: string;
}

interface DocumentViewProps {
  lines: readonly DocumentLine[];
  /** Lines some finding rests on: tinted, so the reader sees where the issues sit. */
  evidenceLines: ReadonlySet<number>;
  /** The selected finding's lines: highlighted, and the first scrolled into view when they change. */
  highlighted: readonly number[];
}

export const documentLineId = (line: number) => `document-line-${line}`;

/**
 * The audited document as read, one numbered line per row, beside the findings: every evidence line tinted,
 * the selected finding's lines highlighted and scrolled to inside the box (not the page).
 */
export function DocumentView({ lines, evidenceLines, highlighted }: DocumentViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const selected = new Set(highlighted);
  const first = highlighted.length ? Math.min(...highlighted) : null;

  useEffect(() => {
    if (first === null || !box.current) return;
    const row = box.current.querySelector<HTMLElement>(`#${documentLineId(first)}`);
    if (row) box.current.scrollTop = Math.max(0, row.offsetTop - box.current.clientHeight / 3);
  }, [first, highlighted]);

  return (
    <section aria-labelledby="document-view-title" data-testid="document-view">
      <Heading as="h2" size="4" mb="1" id="document-view-title">
        The document
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        As the audit read it. Tinted lines are evidence for a finding; choose &quot;Show in document&quot; on a finding
        to highlight its lines.
      </Text>
      {/* A scrolling region takes focus so keyboard users can scroll it too. */}
      <div ref={box} className="document-view" tabIndex={0} role="region" aria-label="Document text">
        <ol className="document-lines">
          {lines.map((l) => (
            <li
              key={l.line}
              id={documentLineId(l.line)}
              data-line={l.line}
              data-highlighted={selected.has(l.line) || undefined}
              className={
                selected.has(l.line)
                  ? 'document-line is-highlighted'
                  : evidenceLines.has(l.line)
                    ? 'document-line is-evidence'
                    : 'document-line'
              }
            >
              <span className="document-line-number" aria-hidden>
                {l.line}
              </span>
              <span className="document-line-text">{l.text || ' '}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
