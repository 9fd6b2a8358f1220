import type { InvoiceAuditResult } from '../api/audit-invoice';

export interface KindImpact {
  label: string;
  value: number;
}

/**
 * Dollars at stake per kind of finding (its code, named by its title): the findings' amounts added within a
 * kind. Notes and findings without an amount are left out.
 */
export function impactByKind(findings: InvoiceAuditResult['findings']): KindImpact[] {
  const byCode = new Map<string, KindImpact>();
  for (const f of findings) {
    if (f.type === 'info' || !(f.amount > 0)) continue;
    const kind = byCode.get(f.code) ?? { label: f.title, value: 0 };
    kind.value += f.amount;
    byCode.set(f.code, kind);
  }
  return [...byCode.values()].map((k) => ({ ...k, value: Math.round(k.value * 100) / 100 }));
}
