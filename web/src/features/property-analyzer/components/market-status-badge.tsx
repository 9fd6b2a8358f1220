import { Badge } from '@/components/ui';

type BadgeColor = 'green' | 'blue' | 'amber' | 'brown' | 'purple' | 'red' | 'orange' | 'gray';

/** Colours of spec section 2; any other status (e.g. 'Status Unknown') is neutral. */
const STATUS_COLORS: Record<string, BadgeColor> = {
  'for sale': 'green',
  'for rent': 'blue',
  'available for rent': 'blue',
  pending: 'amber',
  'off market': 'brown',
  'coming soon': 'purple',
  foreclosure: 'red',
  'bank owned': 'orange',
};

export function marketStatusColor(status: string): BadgeColor {
  return STATUS_COLORS[status.trim().toLowerCase()] ?? 'gray';
}

export function MarketStatusBadge({ status }: { status: string }) {
  return (
    <Badge size="2" color={marketStatusColor(status)} data-testid="market-status">
      {status}
    </Badge>
  );
}
