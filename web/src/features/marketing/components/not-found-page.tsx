import { useLocation } from 'react-router-dom';
import { ButtonLink, Flex, Heading, Text } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', path: pathname, noindex: true });
  return (
    <div className="page-narrow">
      <Flex direction="column" align="center" gap="4" py="9" style={{ textAlign: 'center' }}>
        <Text size="9" weight="bold" color="indigo">
          404
        </Text>
        <Heading as="h1" size="7">
          Page not found
        </Heading>
        <Text as="p" color="gray">
          We couldn&apos;t find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/property-analyzer" variant="soft">
            Try Property Analyzer
          </ButtonLink>
        </Flex>
      </Flex>
    </div>
  );
}
