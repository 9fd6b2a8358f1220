import { PLANS } from '@realty/proto-schemas';
import type { AccountCollection, AccountDoc } from './collections.ts';
import { insertLedgerDocs, ledgerId, type LedgerCollection, type LedgerDoc } from './usage-ledger.ts';

/**
 * Accounts written before the ledger kept the period's counted units in `unitIds`. The first time such an
 * account is read, its units are inserted into the ledger for the account's current period (slots 0, 1, ... in
 * their order on a limited plan; keys taken already are skipped, so two instances migrating at once insert
 * each unit once), and only then is `unitIds` removed. Their usage.recorded events were published when
 * they were counted, so the migrated documents carry none.
 */
export async function migrateLegacyUnits(
  store: { accounts: AccountCollection; ledger: LedgerCollection },
  account: AccountDoc,
): Promise<AccountDoc> {
  const unitIds = [...new Set(account.unitIds ?? [])];
  const limited = PLANS[account.planType].usageLimit !== null;
  const countedAt = new Date();
  const docs: LedgerDoc[] = unitIds.map((unitId, i) => {
    const slot = limited ? i : null;
    return {
      _id: ledgerId(account._id, account.periodStart, unitId, slot),
      userId: account._id,
      periodStart: account.periodStart,
      unitId,
      slot,
      tool: null,
      countedAt,
      recorded: null,
    };
  });
  await insertLedgerDocs(store.ledger, docs);
  await store.accounts.updateOne({ _id: account._id, periodStart: account.periodStart }, { $unset: { unitIds: '' } });
  const { unitIds: _migrated, ...rest } = account;
  return rest;
}
