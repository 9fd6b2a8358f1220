import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_DAYS, TRIAL_USAGE_LIMIT } from '@realty/proto-schemas';
import { gateSubject } from './gate-subject.ts';
import { newAccountFields } from './new-account.ts';
import { accountView } from './account-view.ts';
import { nextSubscriptionState, planFromMetadata, statusFromStripe, type AccountState } from './subscription-state.ts';
import { paymentCents } from './payment-amount.ts';

const registeredAt = new Date('2025-03-01T09:30:00Z');

describe('a new account', () => {
  it('starts on the catalogue trial, ending TRIAL_DAYS after registration, with no usage', () => {
    const fields = newAccountFields(registeredAt);
    expect(fields).toMatchObject({
      planType: 'trial',
      subscriptionStatus: 'trial',
      usageCount: 0,
      periodStart: registeredAt,
    });
    expect(fields.trialEndDate!.getTime() - registeredAt.getTime()).toBe(TRIAL_DAYS * 86_400_000);
  });

  it('shows its quota, remaining uses and whole trial days left', () => {
    const view = accountView(
      { _id: 'u1', ...newAccountFields(registeredAt), usageCount: 1 },
      new Date('2025-03-02T10:00:00Z'),
    );
    expect(view).toMatchObject({
      id: 'u1',
      quota: TRIAL_USAGE_LIMIT,
      remaining: TRIAL_USAGE_LIMIT - 1,
      trialDaysLeft: TRIAL_DAYS - 1,
    });
  });

  it('an unlimited plan has no quota, no remaining count and no trial days', () => {
    const view = accountView(
      { _id: 'u1', ...newAccountFields(registeredAt), planType: 'enterprise', subscriptionStatus: 'active' },
      registeredAt,
    );
    expect(view).toMatchObject({ quota: null, remaining: null, trialDaysLeft: 0 });
  });
});

describe('what the gate sees', () => {
  it('a lapsed paid plan grants nothing (invalid_plan)', () => {
    expect(
      gateSubject({ planType: 'pro', subscriptionStatus: 'cancelled', trialEndDate: null, usageCount: 0 }).planType,
    ).toBeNull();
    expect(
      gateSubject({ planType: 'basic', subscriptionStatus: 'expired', trialEndDate: null, usageCount: 0 }).planType,
    ).toBeNull();
  });

  it('an active paid plan and a trial pass through unchanged', () => {
    expect(gateSubject({ planType: 'pro', subscriptionStatus: 'active', trialEndDate: null, usageCount: 4 })).toEqual({
      planType: 'pro',
      trialEndDate: null,
      usageCount: 4,
    });
    expect(
      gateSubject({ planType: 'trial', subscriptionStatus: 'trial', trialEndDate: registeredAt, usageCount: 1 })
        .planType,
    ).toBe('trial');
  });
});

describe('Stripe subscription states', () => {
  it('maps Stripe statuses onto ours; a pending payment says nothing yet', () => {
    expect(statusFromStripe('active')).toBe('active');
    expect(statusFromStripe('trialing')).toBe('active');
    expect(statusFromStripe('past_due')).toBe('expired');
    expect(statusFromStripe('unpaid')).toBe('expired');
    expect(statusFromStripe('canceled')).toBe('cancelled');
    expect(statusFromStripe('incomplete')).toBeNull();
  });

  it('only purchasable plans are read from metadata', () => {
    expect(planFromMetadata({ planType: 'pro' })).toBe('pro');
    expect(planFromMetadata({ planType: 'trial' })).toBeNull();
    expect(planFromMetadata({})).toBeNull();
    expect(planFromMetadata(null)).toBeNull();
  });

  const trial: AccountState = { ...newAccountFields(registeredAt), usageCount: 2 };
  const activeBasic: AccountState = {
    ...trial,
    planType: 'basic',
    subscriptionStatus: 'active',
    trialEndDate: null,
    usageCount: 10,
  };
  const at = new Date('2025-03-05T00:00:00Z');

  it('a paid plan becoming active starts a fresh period anchored at activation', () => {
    expect(nextSubscriptionState(trial, { planType: 'basic', status: 'active' }, at)).toEqual({
      planType: 'basic',
      subscriptionStatus: 'active',
      trialEndDate: null,
      reset: { periodStart: at, periodAnchor: at },
    });
  });

  it('switching paid plans while active keeps the period and its usage', () => {
    expect(nextSubscriptionState(activeBasic, { planType: 'pro', status: 'active' }, at)).toMatchObject({
      planType: 'pro',
      reset: null,
    });
  });

  it('the same state again is no change', () => {
    expect(nextSubscriptionState(activeBasic, { planType: 'basic', status: 'active' }, at)).toBeNull();
    expect(nextSubscriptionState(activeBasic, { planType: null, status: 'active' }, at)).toBeNull();
  });

  it('a cancellation or lapse of a paid plan keeps the plan and changes the status', () => {
    expect(nextSubscriptionState(activeBasic, { planType: null, status: 'cancelled' }, at)).toMatchObject({
      planType: 'basic',
      subscriptionStatus: 'cancelled',
      reset: null,
    });
    expect(nextSubscriptionState(activeBasic, { planType: 'basic', status: 'expired' }, at)).toMatchObject({
      subscriptionStatus: 'expired',
    });
  });

  it('a lapse never ends a running trial, and activation needs a known plan', () => {
    expect(nextSubscriptionState(trial, { planType: 'basic', status: 'expired' }, at)).toBeNull();
    expect(nextSubscriptionState(trial, { planType: null, status: 'active' }, at)).toBeNull();
  });

  it('a cancelled plan paid again starts a fresh period', () => {
    const cancelled: AccountState = { ...activeBasic, subscriptionStatus: 'cancelled' };
    expect(nextSubscriptionState(cancelled, { planType: null, status: 'active' }, at)?.reset).toEqual({
      periodStart: at,
      periodAnchor: at,
    });
  });
});

describe('payment amounts', () => {
  it('defaults to the catalogue amount and converts dollars to cents', () => {
    expect(paymentCents(undefined)).toBe(2999);
    expect(paymentCents(PLANS.pro.priceMonthly)).toBe(4900);
    expect(paymentCents(19.999)).toBe(2000);
  });

  it('refuses amounts Stripe cannot charge', () => {
    expect(paymentCents(0.49)).toBeNull();
    expect(paymentCents(-5)).toBeNull();
    expect(paymentCents(Number.NaN)).toBeNull();
    expect(paymentCents(200_000)).toBeNull();
    expect(paymentCents(0.5)).toBe(50);
  });
});
