import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { SharedPropertyAnalysisDocument } from '@/__generated__/graphql';
import { DownloadPdfButton } from '@/components/reports/download-pdf-button';
import { ButtonLink, Callout, Container, Flex, Heading, Spinner, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { sharedReportUrl } from '../api/share-link';
import { PropertyResult } from './property-result';

/**
 * /shared/:token: an analysis someone shared, read-only and without sign-in. It shows the figures and sources
 * only (no owner, no re-run or solver), is never indexed, and offers the same PDF report.
 */
export default function SharedAnalysisPage() {
  const token = useParams().token ?? '';
  usePageMeta({ title: 'Shared property analysis', path: '/shared', noindex: true });
  const { data, loading, error } = useQuery(SharedPropertyAnalysisDocument, {
    variables: { token },
    fetchPolicy: 'no-cache',
  });
  const shared = data?.sharedPropertyAnalysis;

  return (
    <Container size="4" px="4" py="6">
      {loading ? (
        <Flex justify="center" py="9">
          <Spinner />
        </Flex>
      ) : !shared ? (
        <Flex direction="column" gap="3" align="start" data-testid="shared-not-found">
          <Heading as="h1" size="6">
            404: this share link does not open anything
          </Heading>
          <Text color="gray">
            {error ? 'The link is unknown, was revoked by its owner or has expired.' : 'Nothing was found.'}
          </Text>
          <ButtonLink to="/property-analyzer">Analyze a property yourself</ButtonLink>
        </Flex>
      ) : (
        <Flex direction="column" gap="4" data-testid="shared-analysis">
          <Heading as="h1" size="3" color="gray">
            Shared property analysis
          </Heading>
          <Callout.Root color="gray" variant="surface">
            <Callout.Text>
              Read-only copy shared with a link, valid until {formatDate(shared.expiresAt)}. Figures come from public
              data with the sources shown; not investment advice.
            </Callout.Text>
          </Callout.Root>
          <PropertyResult
            result={shared.analysis}
            readOnly
            actions={<DownloadPdfButton url={sharedReportUrl(token)} anonymous />}
          />
        </Flex>
      )}
    </Container>
  );
}
