import { describe, expect, it } from 'vitest';
import { evaluateUsageGate, type GateDecision, type GateSubject } from '@realty/proto-schemas';

const now = new Date('2025-03-10T12:00:00Z');
const future = '2025-03-15T12:00:00Z';
const past = '2025-03-01T12:00:00Z';

/** Every branch of the spec's gate (section 4), in its order; each row names the rule it exercises. */
const cases: Array<[string, GateSubject, GateDecision]> = [
  [
    'a trial without an end date is treated as expired',
    { planType: 'trial', trialEndDate: null, usageCount: 0 },
    { allowed: false, reason: 'trial_expired' },
  ],
  [
    'a trial with an unreadable end date is treated as expired',
    { planType: 'trial', trialEndDate: 'not a date', usageCount: 0 },
    { allowed: false, reason: 'trial_expired' },
  ],
  [
    'a trial past its end date is expired',
    { planType: 'trial', trialEndDate: past, usageCount: 0 },
    { allowed: false, reason: 'trial_expired' },
  ],
  [
    'a trial ending exactly now is expired',
    { planType: 'trial', trialEndDate: now, usageCount: 0 },
    { allowed: false, reason: 'trial_expired' },
  ],
  [
    'expiry is checked before the trial limit',
    { planType: 'trial', trialEndDate: past, usageCount: 3 },
    { allowed: false, reason: 'trial_expired' },
  ],
  [
    'a running trial with 3 uses has reached its limit',
    { planType: 'trial', trialEndDate: future, usageCount: 3 },
    { allowed: false, reason: 'trial_limit_reached' },
  ],
  [
    'a running trial above its limit is still refused',
    { planType: 'trial', trialEndDate: future, usageCount: 7 },
    { allowed: false, reason: 'trial_limit_reached' },
  ],
  [
    'a running trial with 0 uses is allowed with 3 remaining',
    { planType: 'trial', trialEndDate: future, usageCount: 0 },
    { allowed: true, limit: 3, remaining: 3 },
  ],
  [
    'a running trial with 2 uses is allowed with 1 remaining',
    { planType: 'trial', trialEndDate: new Date(future), usageCount: 2 },
    { allowed: true, limit: 3, remaining: 1 },
  ],
  [
    'basic at 25 uses has reached its monthly limit',
    { planType: 'basic', trialEndDate: null, usageCount: 25 },
    { allowed: false, reason: 'basic_limit_reached' },
  ],
  [
    'basic at 24 uses is allowed with 1 remaining',
    { planType: 'basic', trialEndDate: null, usageCount: 24 },
    { allowed: true, limit: 25, remaining: 1 },
  ],
  [
    'basic ignores a trial end date in the past',
    { planType: 'basic', trialEndDate: past, usageCount: 0 },
    { allowed: true, limit: 25, remaining: 25 },
  ],
  [
    'pro at 100 uses has reached its monthly limit',
    { planType: 'pro', trialEndDate: null, usageCount: 100 },
    { allowed: false, reason: 'pro_limit_reached' },
  ],
  [
    'pro at 99 uses is allowed with 1 remaining',
    { planType: 'pro', trialEndDate: null, usageCount: 99 },
    { allowed: true, limit: 100, remaining: 1 },
  ],
  [
    'enterprise is unlimited',
    { planType: 'enterprise', trialEndDate: null, usageCount: 1_000_000 },
    { allowed: true, limit: null, remaining: null },
  ],
  [
    'enterprise ignores a trial end date in the past',
    { planType: 'enterprise', trialEndDate: past, usageCount: 0 },
    { allowed: true, limit: null, remaining: null },
  ],
  [
    'an unknown plan is invalid',
    { planType: 'free', trialEndDate: future, usageCount: 0 },
    { allowed: false, reason: 'invalid_plan' },
  ],
  [
    'plan names are case-sensitive',
    { planType: 'TRIAL', trialEndDate: future, usageCount: 0 },
    { allowed: false, reason: 'invalid_plan' },
  ],
  [
    'an empty plan is invalid',
    { planType: '', trialEndDate: future, usageCount: 0 },
    { allowed: false, reason: 'invalid_plan' },
  ],
  [
    'no plan at all is invalid',
    { planType: null, trialEndDate: future, usageCount: 0 },
    { allowed: false, reason: 'invalid_plan' },
  ],
  [
    'an undefined plan is invalid',
    { planType: undefined, trialEndDate: undefined, usageCount: 0 },
    { allowed: false, reason: 'invalid_plan' },
  ],
];

describe('usage gate, evaluated in the spec order', () => {
  it.each(cases)('%s', (_name, subject, expected) => {
    expect(evaluateUsageGate(subject, now)).toEqual(expected);
  });
});
