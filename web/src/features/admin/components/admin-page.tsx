import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { AppLink, Box, Button, Callout, Card, Flex, Heading, PageHeader, PageSpinner, Text } from '@/components/ui';
import { useCsvExport } from '@/hooks/use-csv-export';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session/use-session';
import {
  fetchAllAdminUsers,
  USERS_PAGE_SIZE,
  useAdminDashboard,
  useContactMessages,
  userExportRecords,
} from '../api/get-admin-dashboard';
import { NewsletterDialog } from './newsletter-dialog';
import { UsersPager } from './users-pager';
import { ContactMessages } from './contact-messages';
import { StatsCards } from './stats-cards';
import { UsersTable } from './users-table';

function AccessRestricted({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="page-narrow">
      <Card size={{ initial: '2', sm: '4' }} data-testid="admin-restricted">
        <Flex direction="column" align="center" gap="3" py="4" style={{ textAlign: 'center' }}>
          <Heading as="h1" size="6">
            Access Restricted
          </Heading>
          <Text color="gray">The admin dashboard is only available to administrators.</Text>
          {signedIn ? (
            <AppLink to="/dashboard">Go to your dashboard</AppLink>
          ) : (
            <AppLink to="/auth/login">Sign in</AppLink>
          )}
        </Flex>
      </Card>
    </div>
  );
}

function AdminDashboard() {
  const [page, setPage] = useState(0);
  const dashboard = useAdminDashboard(true, page);
  const messages = useContactMessages(true);
  const exportCsv = useCsvExport();
  const client = useApolloClient();
  const fetched = dashboard.data?.adminUsers ?? [];
  // One row beyond the page was asked for: it only says that a next page exists.
  const users = fetched.slice(0, USERS_PAGE_SIZE);
  const hasNext = fetched.length > USERS_PAGE_SIZE;
  const exportUsers = async () => {
    exportCsv('users', userExportRecords(await fetchAllAdminUsers(client).catch(() => users)));
  };

  if (dashboard.error && ['FORBIDDEN', 'UNAUTHENTICATED'].includes(errorCode(dashboard.error) ?? '')) {
    return <AccessRestricted signedIn />;
  }

  return (
    <div className="page">
      <PageHeader
        title={
          <Heading as="h1" size="8">
            Admin Dashboard
          </Heading>
        }
        actions={
          <Flex gap="2">
            <NewsletterDialog />
            <Button variant="soft" onClick={() => void exportUsers()}>
              Export Users
            </Button>
          </Flex>
        }
      />
      {dashboard.error ? (
        <Callout.Root color="red" mb="4" role="alert">
          <Callout.Text>{errorMessage(dashboard.error, 'The admin data could not be loaded.')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <StatsCards stats={dashboard.data?.adminStats} />
      <Card size={{ initial: '2', sm: '3' }} mt="5">
        <Heading as="h2" size="5" mb="3">
          Recent Users
        </Heading>
        {dashboard.loading && !dashboard.data ? <Text>Loading...</Text> : <UsersTable users={users} />}
        <UsersPager
          page={page}
          pageSize={USERS_PAGE_SIZE}
          shown={users.length}
          hasNext={hasNext}
          busy={dashboard.loading}
          onPage={setPage}
        />
      </Card>
      <Box mt="5">
        <Card size={{ initial: '2', sm: '3' }}>
          <Heading as="h2" size="5" mb="3">
            Contact Messages
          </Heading>
          <ContactMessages messages={messages.data?.contactMessages ?? []} loading={messages.loading} />
        </Card>
      </Box>
    </div>
  );
}

export default function AdminPage() {
  usePageMeta({ title: 'Admin Dashboard', path: '/admin', noindex: true });
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'authenticated' || session.user.role !== 'admin') {
    return <AccessRestricted signedIn={session.status === 'authenticated'} />;
  }
  return <AdminDashboard />;
}
