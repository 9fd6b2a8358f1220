import { formatCurrency, formatPercent } from '@/lib/format';

/** An assumption's value in its unit: '$1,850/month', '6.5%', '30 years'. */
export function formatAssumption(value: number, unit: string): string {
  const u = unit.trim().toLowerCase();
  if (u === 'percent' || u === '%') return formatPercent(value);
  if (u.startsWith('percent/') || u.startsWith('%/')) return `${formatPercent(value)}/${u.split('/')[1]}`;
  if (u.startsWith('usd')) {
    const suffix = u.includes('/') ? `/${u.split('/')[1]}` : '';
    return `${formatCurrency(value)}${suffix}`;
  }
  if (u === '' || u === 'count' || u === 'number') return String(value);
  return `${value} ${unit}`;
}

/** A risk part's value: long machine decimals ('0.2451032429887587') are rounded for reading. */
export function formatRiskValue(value: string): string {
  return /^-?\d+\.\d{3,}$/.test(value.trim()) ? String(Math.round(Number(value) * 100) / 100) : value;
}
