import { Button, Flex, Text } from '@/components/ui';

/** Previous / Next under the users table, with the rows shown ('Users 26-50'). */
export function UsersPager({
  page,
  pageSize,
  shown,
  hasNext,
  busy,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  hasNext: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 0 && !hasNext) return null;
  const first = page * pageSize + 1;
  return (
    <nav aria-label="Users pages">
      <Flex justify="between" align="center" gap="3" mt="3" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {shown ? `Users ${first}-${first + shown - 1}` : 'No more users'}
        </Text>
        <Flex gap="2">
          <Button variant="soft" disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="soft" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </Flex>
      </Flex>
    </nav>
  );
}
