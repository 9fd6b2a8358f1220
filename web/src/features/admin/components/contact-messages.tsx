import { Card, ExternalLink, Flex, StackList, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import type { ContactMessageRow } from '../api/get-admin-dashboard';

export function ContactMessages({ messages, loading }: { messages: readonly ContactMessageRow[]; loading: boolean }) {
  if (loading && messages.length === 0) return <Text>Loading...</Text>;
  if (messages.length === 0) {
    return (
      <Text as="p" color="gray">
        No contact messages yet.
      </Text>
    );
  }
  return (
    <StackList items={messages} keyOf={(m) => m.id}>
      {(m) => (
        <Card size="2">
          <Flex justify="between" gap="2" wrap="wrap">
            <Text weight="bold">{m.subject}</Text>
            <Text size="1" color="gray">
              {formatDate(m.createdAt)}
            </Text>
          </Flex>
          <Text as="p" size="2" color="gray">
            {m.name}
            {m.company ? ` (${m.company})` : ''} ·{' '}
            <ExternalLink href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} newTab={false}>
              {m.email}
            </ExternalLink>
          </Text>
          <Text as="p" size="2" mt="1" style={{ whiteSpace: 'pre-wrap' }}>
            {m.message}
          </Text>
        </Card>
      )}
    </StackList>
  );
}
