import { Grid, StatTile } from '@/components/ui';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { AdminStatsView } from '../api/get-admin-dashboard';

/** The six summary cards, each falling back to 0 (spec section 2). */
export function StatsCards({ stats }: { stats: Partial<AdminStatsView> | null | undefined }) {
  const n = (v: number | null | undefined) => v ?? 0;
  return (
    <Grid columns={{ initial: '2', md: '3' }} gap="3">
      <StatTile label="Total Users" value={formatNumber(n(stats?.totalUsers))} />
      <StatTile label="Active Trials" value={formatNumber(n(stats?.activeTrials))} />
      <StatTile label="Paid Subscribers" value={formatNumber(n(stats?.paidSubscribers))} />
      <StatTile label="Monthly Revenue" value={formatCurrency(n(stats?.totalRevenue))} />
      <StatTile label="Usage This Month" value={formatNumber(n(stats?.usageThisMonth))} />
      <StatTile label="Signups This Week" value={formatNumber(n(stats?.signupsThisWeek))} />
    </Grid>
  );
}
