import { formatChange, formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { formatMonth } from '@/lib/format-date';

export interface FigureLike {
  value: number | null;
  unit: string;
  geography: string | null;
  period: string | null;
  stale: boolean;
  note: string | null;
}

/** A figure's value in its unit: '$1,649/mo', '$256/sq ft', '66 days', '95.4%', '2,065 sq ft'; '-' when absent. */
export function formatFigureValue(f: Pick<FigureLike, 'value' | 'unit'>, options: { signed?: boolean } = {}): string {
  const v = f.value;
  if (v === null) return '-';
  switch (f.unit) {
    case 'usd_month':
      return `${formatCurrency(v)}/mo`;
    case 'usd':
      return formatCurrency(v);
    case 'usd_per_sqft':
      return `${formatCurrency(v)}/sq ft`;
    case 'percent':
      return options.signed ? formatChange(v) : formatPercent(v);
    case 'days':
      return `${formatNumber(v)} days`;
    case 'sqft':
      return `${formatNumber(v)} sq ft`;
    default:
      return formatNumber(v);
  }
}

/** A period as people read it: a month 'Jun 2026', a HUD year 'FY2026', an ACS span 'ACS 2020-2024'. */
export function formatPeriod(period: string | null | undefined): string {
  if (!period) return '';
  if (/^\d{4}-\d{2}$/.test(period)) return formatMonth(period);
  if (/^\d{4}-\d{4}$/.test(period)) return `ACS ${period}`;
  return period;
}

/** 'Travis County, TX · Jun 2026' — the geography and period every figure is shown with. */
export function figureScope(f: Pick<FigureLike, 'geography' | 'period'>): string {
  return [f.geography ?? '', formatPeriod(f.period)].filter(Boolean).join(' · ');
}

/** Percent-change figures are shown with their sign. */
export const isChangeFigure = (key: string): boolean => /change/i.test(key);
