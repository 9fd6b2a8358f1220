import { useState } from 'react';
import { AppLink, Badge, ButtonLink, Card, Flex, Heading, PageHeader, PageSpinner, Tabs, Text } from '@/components/ui';
import { usePageMeta } from '@/lib/page-meta';
import { planLabel } from '@/lib/session/usage';
import { useRefreshSession, useSession, type SessionUser } from '@/lib/session/use-session';
import { useInvoiceHistory, usePropertyHistory } from '../api/get-history';
import { BulkUploadTab } from './bulk-upload-tab';
import { InvoicesTab } from './invoices-tab';
import { OverviewTab } from './overview-tab';
import { PropertiesTab } from './properties-tab';
import { PortfolioView } from '../portfolio/portfolio-view';

export type DashboardTab = 'overview' | 'properties' | 'invoices' | 'bulk';

function Portal({ user }: { user: SessionUser }) {
  const [tab, setTab] = useState<DashboardTab>('overview');
  const properties = usePropertyHistory(true);
  const invoices = useInvoiceHistory(true);
  const refreshSession = useRefreshSession();
  const propertyRows = properties.rows;
  const invoiceRows = invoices.rows;
  const firstName = user.firstName?.trim() || 'User';
  const plan = planLabel(user);

  const reload = async () => {
    await Promise.all([properties.refetch(), invoices.refetch(), refreshSession()]);
  };

  return (
    <div className="page">
      <PageHeader
        title={
          <Flex direction="column" gap="2">
            <Heading as="h1" size="8">
              Welcome back, {firstName}
            </Heading>
            <Flex gap="2" align="center">
              <Badge size="2" color="indigo" variant="solid" data-testid="plan-badge">
                {plan}
              </Badge>
              <Text weight="medium">Plan</Text>
            </Flex>
          </Flex>
        }
        actions={
          <ButtonLink to="/pricing" variant="soft">
            Upgrade Plan
          </ButtonLink>
        }
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
        <Tabs.List size={{ initial: '1', sm: '2' }} wrap="wrap">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="properties">Properties</Tabs.Trigger>
          <Tabs.Trigger value="invoices">Invoices</Tabs.Trigger>
          <Tabs.Trigger value="bulk">Bulk Upload</Tabs.Trigger>
        </Tabs.List>
        <div style={{ paddingTop: 20 }}>
          <Tabs.Content value="overview">
            <OverviewTab
              user={user}
              propertyCount={propertyRows.length}
              invoiceCount={invoiceRows.length}
              loading={(properties.loading && !properties.loaded) || (invoices.loading && !invoices.loaded)}
              onOpenTab={setTab}
            />
          </Tabs.Content>
          <Tabs.Content value="properties">
            <Flex direction="column" gap="4">
              <PropertiesTab
                rows={propertyRows}
                loading={properties.loading}
                hasMore={properties.hasMore}
                onShowMore={properties.loadMore}
              />
              <PortfolioView />
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="invoices">
            <InvoicesTab
              rows={invoiceRows}
              loading={invoices.loading}
              hasMore={invoices.hasMore}
              onShowMore={invoices.loadMore}
            />
          </Tabs.Content>
          <Tabs.Content value="bulk">
            <BulkUploadTab onUploaded={reload} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}

export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', path: '/dashboard', noindex: true });
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'authenticated') {
    return (
      <div className="page-narrow">
        <Card size={{ initial: '2', sm: '4' }}>
          <Flex direction="column" align="center" gap="3" py="4">
            <Heading as="h1" size="6">
              Please sign in to view your dashboard
            </Heading>
            <Text color="gray">Your analyses, audits and usage are waiting for you.</Text>
            <ButtonLink to="/auth/login">Sign In</ButtonLink>
            <Text size="2" color="gray">
              New here? <AppLink to="/auth/signup">Start a free trial</AppLink>
            </Text>
          </Flex>
        </Card>
      </div>
    );
  }
  return <Portal user={session.user} />;
}
