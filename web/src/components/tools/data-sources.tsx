import { ExternalLink, Heading, Text, Tile } from '@/components/ui';
import { formatAsOf } from '@/lib/format-date';

export interface SourceView {
  id: string;
  label: string;
  asOf?: string | null;
  attribution?: string | null;
  url?: string | null;
}

/** Zillow's terms require this attribution wherever ZHVI/ZORI figures are shown. */
export const ZILLOW_ATTRIBUTION = 'Data: Zillow Research (ZHVI/ZORI)';

/** The data sources box: where each figure came from, how fresh it is, and the attribution owed. */
export function DataSources({ sources, title = 'Data sources' }: { sources: readonly SourceView[]; title?: string }) {
  return (
    <Tile gap="2">
      <Heading as="h3" size="3">
        {title}
      </Heading>
      <ul className="plain-list">
        {sources.map((source) => (
          <li key={source.id}>
            <Text size="2">
              {source.url ? (
                <ExternalLink href={source.url}>{source.label}</ExternalLink>
              ) : (
                <Text weight="medium">{source.label}</Text>
              )}
              {source.asOf ? ` (as of ${formatAsOf(source.asOf)})` : ''}
              {source.attribution ? (
                <Text as="span" color="gray">
                  {' '}
                  - {source.attribution}
                </Text>
              ) : null}
            </Text>
          </li>
        ))}
      </ul>
    </Tile>
  );
}
