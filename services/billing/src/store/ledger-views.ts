import { PLANS } from '@realty/proto-schemas';
import { BoundedCache, USERS_KEPT } from '@realty/service-kit';
import type { AccountDoc } from './collections.ts';
import { readSlots, type LedgerCollection } from './usage-ledger.ts';
import type { UsageTally } from './usage-tally.ts';

/**
 * What this instance knows of one account's ledger in one period. On a limited plan: which slots are taken
 * and by which unit (read by `_id` when first needed, then kept up to date by this instance's own inserts and
 * by the collisions that reveal other instances' ones). On an unlimited plan nothing needs reading: the count
 * starts from the account's display counter. A view is a hint: a stale one costs a failed insert, never a wrong
 * grant, and a refusal is only answered from a fresh read.
 */
export class LedgerView {
  readonly slotOf = new Map<string, number>();
  readonly unitAt = new Map<number, string>();
  #count: number;

  constructor(
    readonly periodStart: Date,
    readonly limit: number | null,
    readonly loadedAt: number,
    startCount: number,
  ) {
    this.#count = startCount;
  }

  get count(): number {
    return this.limit === null ? this.#count : this.unitAt.size;
  }

  take(slot: number | null, unitId: string): void {
    if (slot === null) {
      this.#count += 1;
      return;
    }
    const previous = this.unitAt.get(slot);
    if (previous !== undefined) this.slotOf.delete(previous);
    this.unitAt.set(slot, unitId);
    this.slotOf.set(unitId, slot);
  }

  free(unitId: string): void {
    if (this.limit === null) {
      this.#count = Math.max(0, this.#count - 1);
      return;
    }
    const slot = this.slotOf.get(unitId);
    if (slot === undefined) return;
    this.slotOf.delete(unitId);
    this.unitAt.delete(slot);
  }

  /** The lowest free slots below the limit, at most `n`. */
  freeSlots(n: number): number[] {
    const slots: number[] = [];
    for (let k = 0; k < (this.limit ?? 0) && slots.length < n; k++) if (!this.unitAt.has(k)) slots.push(k);
    return slots;
  }

  fits(account: Pick<AccountDoc, 'periodStart' | 'planType'>): boolean {
    return (
      this.periodStart.getTime() === account.periodStart.getTime() && this.limit === PLANS[account.planType].usageLimit
    );
  }
}

/** This instance's ledger views, by user. */
export class LedgerViews {
  readonly #views = new BoundedCache<string, LedgerView>(USERS_KEPT);

  constructor(
    private readonly ledger: LedgerCollection,
    /**
     * On an unlimited plan the count starts from the display counter and this instance's changes not written to it yet.
     */
    private readonly tally: Pick<UsageTally, 'pending'>,
  ) {}

  /** The kept view when it is still about the account's period and plan, else a fresh one. */
  async of(account: AccountDoc): Promise<{ view: LedgerView; fresh: boolean }> {
    const kept = this.kept(account);
    if (kept) return { view: kept, fresh: false };
    return { view: await this.reload(account), fresh: true };
  }

  /** The kept view when it is still about the account's period and plan. */
  kept(account: AccountDoc): LedgerView | undefined {
    const kept = this.#views.get(account._id);
    return kept?.fits(account) ? kept : undefined;
  }

  async reload(account: AccountDoc): Promise<LedgerView> {
    const limit = PLANS[account.planType].usageLimit;
    const view = new LedgerView(
      account.periodStart,
      limit,
      Date.now(),
      account.usageCount + this.tally.pending(account._id, account.periodStart),
    );
    if (limit !== null) {
      for (const [slot, unitId] of await readSlots(this.ledger, account._id, account.periodStart, limit))
        view.take(slot, unitId);
    }
    this.#views.set(account._id, view);
    return view;
  }

  forget(userId: string): void {
    this.#views.delete(userId);
  }
}
