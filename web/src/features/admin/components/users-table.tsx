import { useState } from 'react';
import { Box, Button, DataTable, Dialog, DialogCloseRow, ExternalLink, Flex, Table, Text } from '@/components/ui';
import { formatDate } from '@/lib/format';
import type { AdminUserRow } from '../api/get-admin-dashboard';
import { PlanBadge, StatusBadge } from './admin-badges';

const USER_HEADINGS = ['User', 'Plan', 'Status', 'Usage', 'Joined', 'Trial Ends', 'Actions'];

export function displayName(user: Pick<AdminUserRow, 'firstName' | 'lastName'>): string {
  return (
    [user.firstName, user.lastName]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') || 'Anonymous User'
  );
}

export function UsersTable({ users }: { users: readonly AdminUserRow[] }) {
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  if (users.length === 0) {
    return (
      <Text as="p" color="gray">
        No users found. Users will appear here as they sign up.
      </Text>
    );
  }
  return (
    <>
      <DataTable headings={USER_HEADINGS} size="2">
        {users.map((user) => (
          <Table.Row key={user.id} align="center">
            <Table.Cell>
              <Text as="div" weight="medium">
                {displayName(user)}
              </Text>
              <Text as="div" size="1" color="gray">
                {user.email}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <PlanBadge plan={user.planType} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={user.subscriptionStatus} />
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{user.usageCount ?? 0} analyses</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              {user.trialEndDate ? formatDate(user.trialEndDate) : '-'}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="2">
                <Button
                  size="1"
                  variant="soft"
                  onClick={() => setViewing(user)}
                  aria-label={`View ${displayName(user)}`}
                >
                  View
                </Button>
                <Button size="1" variant="outline" asChild>
                  <a href={`mailto:${user.email}`} aria-label={`Email ${displayName(user)}`}>
                    Email
                  </a>
                </Button>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Dialog.Root open={viewing !== null} onOpenChange={(open) => (open ? undefined : setViewing(null))}>
        <Dialog.Content maxWidth="480px">
          <Dialog.Title>{viewing ? displayName(viewing) : ''}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {viewing?.email}
          </Dialog.Description>
          {viewing ? (
            <Box mt="3">
              <Flex direction="column" gap="2">
                <Text size="2">
                  Plan: <PlanBadge plan={viewing.planType} /> Status:{' '}
                  <StatusBadge status={viewing.subscriptionStatus} />
                </Text>
                <Text size="2">Usage this period: {viewing.usageCount} analyses</Text>
                <Text size="2">Joined: {formatDate(viewing.createdAt)}</Text>
                <Text size="2">Trial ends: {viewing.trialEndDate ? formatDate(viewing.trialEndDate) : '-'}</Text>
                <Text size="2">
                  <ExternalLink href={`mailto:${viewing.email}`} newTab={false}>
                    Write to {viewing.email}
                  </ExternalLink>
                </Text>
              </Flex>
            </Box>
          ) : null}
          <DialogCloseRow />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
