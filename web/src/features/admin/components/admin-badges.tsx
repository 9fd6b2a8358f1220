import { Badge } from '@/components/ui';

type Color = 'gray' | 'blue' | 'purple' | 'green' | 'red';

const PLAN_COLORS: Record<string, Color> = { free: 'gray', pro: 'blue', enterprise: 'purple' };
const STATUS_COLORS: Record<string, Color> = { active: 'green', trial: 'blue', expired: 'red', cancelled: 'gray' };

/** Spec section 4: plan free gray, pro blue, enterprise purple; any other value gray. */
export function planColor(plan: string): Color {
  return PLAN_COLORS[plan.toLowerCase()] ?? 'gray';
}

/** Spec section 4: status active green, trial blue, expired red, cancelled gray; any other value gray. */
export function statusColor(status: string): Color {
  return STATUS_COLORS[status.toLowerCase()] ?? 'gray';
}

export function PlanBadge({ plan }: { plan: string | null | undefined }) {
  const value = plan || 'free';
  return <Badge color={planColor(value)}>{value.toUpperCase()}</Badge>;
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'trial';
  return <Badge color={statusColor(value)}>{value.toUpperCase()}</Badge>;
}
